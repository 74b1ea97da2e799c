import type { ReactNode } from 'react'

/**
 * The frame every section shares: vertical rhythm, content width, and an optional h2 + intro that
 * name the section for assistive technology (aria-labelledby). Without a heading the section has
 * no accessible name rather than a dangling reference.
 */
export function SectionShell({
  type,
  sectionKey,
  heading,
  intro,
  layout = 'centered',
  tone = 'default',
  children,
}: {
  /** The section `_type`, exposed as data-section for styling hooks and end-to-end tests. */
  type: string
  sectionKey: string
  heading?: string | null
  intro?: string | null
  /** centered: header centred above full-width content; prose: one left-aligned reading column. */
  layout?: 'centered' | 'prose'
  tone?: 'default' | 'muted'
  children?: ReactNode
}) {
  const headingId = `section-${sectionKey}-heading`
  const hasHeader = Boolean(heading || intro)
  const prose = layout === 'prose'
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      data-section={type}
      className={`py-16 sm:py-24 ${tone === 'muted' ? 'bg-muted/60' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className={prose ? 'mx-auto max-w-3xl' : undefined}>
          {hasHeader && (
            <div className={prose ? undefined : 'mx-auto max-w-2xl text-center'}>
              {heading && (
                <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
                  {heading}
                </h2>
              )}
              {intro && (
                <p className={`${heading ? 'mt-4' : ''} text-lg leading-8 text-pretty text-muted-foreground`}>
                  {intro}
                </p>
              )}
            </div>
          )}
          {children && <div className={hasHeader ? (prose ? 'mt-8' : 'mt-12 sm:mt-16') : undefined}>{children}</div>}
        </div>
      </div>
    </section>
  )
}
