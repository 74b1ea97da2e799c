import type { ReactNode } from 'react'
import { Icon } from '../ui/icon'
import { SmartLink } from '../ui/smart-link'

type IconCardProps = {
  icon: string | null | undefined
  /** The icon's colour: products in the brand colour, industries in the accent. */
  tone: 'primary' | 'accent'
  title: string
  /** Where "Learn more about {title}" leads; no link without it. */
  href?: string | null
  /** The card's place in its grid (gridLayout's item classes). */
  className?: string
  /**
   * A small tile on phones (two a row): icon above the title, "Learn more" on screen with the title
   * left to screen readers. The section hides the text whose page the card links to.
   */
  phoneTile?: boolean
  children?: ReactNode
}

const tones = { primary: 'bg-primary/10 text-primary', accent: 'bg-accent/10 text-accent' } as const

/** A card of a grid section (products, industries): icon, title as an h3, text, and a link on. */
export function IconCard({ icon, tone, title, href, className = '', phoneTile = false, children }: IconCardProps) {
  const tile = phoneTile && Boolean(href)
  return (
    <li
      className={`${className} flex flex-col rounded-2xl border border-border bg-card text-card-foreground shadow-sm sm:p-8 ${tile ? 'p-4' : 'p-5'}`}
    >
      <div
        className={`flex gap-4 ${tile ? 'flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4' : 'items-center'}`}
      >
        <span
          className={`inline-flex shrink-0 items-center justify-center rounded-xl ${tones[tone]} ${tile ? 'size-9 sm:size-11' : 'size-11'}`}
        >
          <Icon name={icon} />
        </span>
        <h3 className={`font-semibold ${tile ? 'text-base sm:text-lg' : 'text-lg'}`}>{title}</h3>
      </div>
      {children}
      {href && (
        <p className="mt-auto pt-4 sm:pt-6">
          <SmartLink
            href={href}
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Learn more <span className={tile ? 'max-sm:sr-only' : undefined}>about {title}</span>
            <span aria-hidden="true">→</span>
          </SmartLink>
        </p>
      )}
    </li>
  )
}
