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
  spacing = 'default',
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
  /** tight-top: little space above, for a section that continues the hero above it (the pricing plans). */
  spacing?: 'default' | 'tight-top'
  children?: ReactNode
}) {
  const headingId = `section-${sectionKey}-heading`
  const prose = layout === 'prose'
  // No wrapper around the heading and intro, nor around the content: every element here is one more
  // for the browser to lay out and for React to hydrate, on every section of every page. The last of
  // the heading and intro keeps the gap to the content.
  const gap = children ? (prose ? 'mb-8' : 'mb-6 sm:mb-16') : ''
  const centred = prose ? '' : 'mx-auto max-w-2xl text-center'
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      data-section={type}
      className={`${spacing === 'tight-top' ? 'py-6 sm:pt-8 sm:pb-24' : 'py-6 sm:py-24'} ${tone === 'muted' ? 'bg-muted/60' : ''}`}
    >
      {/* A prose column is 48rem wide inside the padding, as a max-w-3xl column in the 6xl frame was. */}
      <div className={`mx-auto px-4 sm:px-6 ${prose ? 'max-w-[51rem]' : 'max-w-6xl'}`}>
        {heading && (
          <h2
            id={headingId}
            className={`${centred} ${intro ? '' : gap} text-2xl font-semibold tracking-tight text-balance sm:text-4xl`}
          >
            {heading}
          </h2>
        )}
        {intro && (
          <p
            className={`${centred} ${heading ? 'mt-3 sm:mt-4' : ''} ${gap} leading-7 text-pretty text-muted-foreground sm:text-lg sm:leading-8`}
          >
            {intro}
          </p>
        )}
        {children}
      </div>
    </section>
  )
}
