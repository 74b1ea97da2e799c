import {
  PortableText,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
  type PortableTextProps,
} from '@portabletext/react'
import { Callout, CodeFigure, CtaPanel, ImageFigure } from './portable-text-blocks'
import { SmartLink } from './smart-link'

type LinkMark = { _type: 'link'; _key?: string; href?: string | null }

function LinkMark({ value, children }: PortableTextMarkComponentProps<LinkMark>) {
  if (!value?.href) return <>{children}</>
  return (
    <SmartLink
      href={value.href}
      className="font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary"
    >
      {children}
    </SmartLink>
  )
}

// Prose styles by hand (no typography plugin): every block spaces itself from the one before.
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-5">{children}</p>,
    h2: ({ children }) => (
      <h2 className="mt-12 scroll-mt-24 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{children}</h2>
    ),
    h3: ({ children }) => <h3 className="mt-8 scroll-mt-24 text-xl font-semibold tracking-tight">{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className="mt-6 border-l-4 border-primary pl-5 text-lg italic text-muted-foreground">
        {children}
      </blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-primary">{children}</ul>,
    number: ({ children }) => (
      <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-primary">{children}</ol>
    ),
  },
  listItem: {
    bullet: ({ children }) => <li className="pl-1">{children}</li>,
    number: ({ children }) => <li className="pl-1">{children}</li>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    code: ({ children }) => (
      <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-foreground">{children}</code>
    ),
    link: LinkMark,
  },
  types: { image: ImageFigure, callout: Callout, ctaBlock: CtaPanel, codeBlock: CodeFigure },
}

/**
 * Portable Text from the CMS (rich-text sections, posts, news) as readable prose. Blocks this build
 * does not know (content from a newer schema) are skipped silently rather than breaking the page.
 */
export function RichText({ value }: { value: PortableTextProps['value'] }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    <div className="text-base leading-7 text-foreground sm:text-lg sm:leading-8 [&>:first-child]:mt-0">
      <PortableText value={value} components={components} onMissingComponent={false} />
    </div>
  )
}
