import { PortableText, type PortableTextComponents, type PortableTextTypeComponentProps } from '@portabletext/react'
import type { ReactNode } from 'react'
import { buttonClasses } from './button-classes'
import { Icon } from './icon'
import { SanityImage, type SanityImageValue } from './sanity-image'
import { SmartLink } from './smart-link'

/** The custom blocks of Portable Text (studio/schema-types/objects/article-blocks.ts) and images. */

type ImageBlock = SanityImageValue & { _type: 'image'; _key?: string; caption?: string | null }
type CalloutBlock = {
  _type: 'callout'
  tone?: 'note' | 'tip' | 'warning' | null
  title?: string | null
  body?: unknown[] | null
}
type CtaBlock = {
  _type: 'ctaBlock'
  heading?: string | null
  text?: string | null
  buttonLabel?: string | null
  buttonHref?: string | null
}
type CodeBlock = { _type: 'codeBlock'; language?: string | null; filename?: string | null; code?: string | null }

export function ImageFigure({ value }: PortableTextTypeComponentProps<ImageBlock>) {
  if (!value.asset?.url) return null
  return (
    <figure className="mt-10" data-block="image">
      <SanityImage
        image={value}
        sizes="(min-width: 816px) 768px, 100vw"
        className="h-auto w-full rounded-xl border border-border"
      />
      {value.caption && (
        <figcaption className="mt-3 text-center text-sm leading-6 text-muted-foreground">{value.caption}</figcaption>
      )}
    </figure>
  )
}

const calloutTones = {
  note: { label: 'Note', icon: 'message', classes: 'border-accent/40 bg-accent/5', iconClass: 'text-accent' },
  tip: { label: 'Tip', icon: 'sparkles', classes: 'border-primary/40 bg-primary/5', iconClass: 'text-primary' },
  warning: {
    label: 'Warning',
    icon: 'shield',
    classes: 'border-amber-500/50 bg-amber-500/10',
    iconClass: 'text-amber-600 dark:text-amber-400',
  },
} as const

// The call-out's own text: paragraphs, bullets, emphasis and links, nothing nested.
const calloutComponents: PortableTextComponents = {
  block: { normal: ({ children }) => <p className="mt-2 first:mt-0">{children}</p> },
  list: { bullet: ({ children }) => <ul className="mt-2 list-disc space-y-1 pl-5 first:mt-0">{children}</ul> },
  marks: {
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
    link: ({ value, children }) =>
      value?.href ? (
        <SmartLink href={value.href} className="font-medium underline underline-offset-4">
          {children}
        </SmartLink>
      ) : (
        <>{children}</>
      ),
  },
}

/** A tip, note or warning: an aside (role note) named by its title or tone. */
export function Callout({ value }: PortableTextTypeComponentProps<CalloutBlock>) {
  const tone = calloutTones[value.tone ?? 'note'] ?? calloutTones.note
  const title = value.title || tone.label
  return (
    <aside
      role="note"
      aria-label={title}
      data-block="callout"
      data-tone={value.tone ?? 'note'}
      className={`mt-8 rounded-xl border-l-4 border p-5 ${tone.classes}`}
    >
      <p className="flex items-center gap-2 text-base font-semibold">
        <Icon name={tone.icon} className={`size-5 shrink-0 ${tone.iconClass}`} />
        {title}
      </p>
      {value.body && value.body.length > 0 && (
        <div className="mt-2 text-base leading-7 text-muted-foreground">
          <PortableText value={value.body as never} components={calloutComponents} onMissingComponent={false} />
        </div>
      )}
    </aside>
  )
}

/** A call to action inside an article: heading, a sentence and one button. */
export function CtaPanel({ value }: PortableTextTypeComponentProps<CtaBlock>) {
  if (!value.heading) return null
  return (
    <section
      data-block="cta"
      className="mt-12 rounded-2xl border border-border bg-linear-to-br from-primary/10 via-card to-accent/10 p-6 sm:p-8"
    >
      <p className="text-xl font-semibold tracking-tight text-balance">{value.heading}</p>
      {value.text && <p className="mt-2 text-base leading-7 text-muted-foreground">{value.text}</p>}
      {value.buttonLabel && value.buttonHref && (
        <SmartLink href={value.buttonHref} className={buttonClasses({ className: 'mt-5 no-underline' })}>
          {value.buttonLabel}
        </SmartLink>
      )}
    </section>
  )
}

/** Preformatted text with an optional label; scrolls sideways on small screens rather than wrapping. */
export function CodeFigure({ value }: PortableTextTypeComponentProps<CodeBlock>): ReactNode {
  if (!value.code) return null
  return (
    <figure data-block="code" className="mt-8 overflow-hidden rounded-xl border border-border bg-card">
      {value.filename && (
        <figcaption className="border-b border-border px-4 py-2 text-sm font-medium text-muted-foreground">
          {value.filename}
        </figcaption>
      )}
      <pre tabIndex={0} className="overflow-x-auto p-4 text-sm leading-6" aria-label={value.filename ?? 'Code'}>
        <code className="font-mono" data-language={value.language ?? 'text'}>
          {value.code}
        </code>
      </pre>
    </figure>
  )
}
