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
   * A compact row on phones: the icon, the title with what the section puts under it (a price), and
   * "Learn more" at the end, the title after it left to screen readers. The section hides the text
   * whose page the card links to.
   */
  phoneTile?: boolean
  children?: ReactNode
}

const tones = { primary: 'bg-primary/10 text-primary', accent: 'bg-accent/10 text-accent' } as const

/** A card of a grid section (products, industries): icon, title as an h3, text, and a link on. */
export function IconCard({ icon, tone, title, href, className = '', phoneTile = false, children }: IconCardProps) {
  const tile = phoneTile && Boolean(href)
  // A row is a three-column grid on phones: the icon and the link span both rows, the title takes
  // the first and the section's visible child (the price) falls into the second of the middle column.
  // The first row takes what the second leaves, so a title alone sits level with the icon.
  return (
    <li
      className={`${className} flex flex-col rounded-2xl border border-border bg-card text-card-foreground shadow-sm sm:p-8 ${
        tile
          ? 'px-4 py-3 max-sm:grid max-sm:grid-cols-[auto_1fr_auto] max-sm:grid-rows-[1fr_auto] max-sm:items-center max-sm:gap-x-3'
          : 'p-5'
      }`}
    >
      <div className={tile ? 'max-sm:contents sm:flex sm:items-center sm:gap-4' : 'flex items-center gap-4'}>
        <span
          className={`inline-flex shrink-0 items-center justify-center rounded-xl ${tones[tone]} ${
            tile ? 'size-9 max-sm:col-start-1 max-sm:row-span-2 max-sm:row-start-1 sm:size-11' : 'size-11'
          }`}
        >
          <Icon name={icon} />
        </span>
        <h3
          className={`font-semibold ${tile ? 'text-base max-sm:col-start-2 max-sm:row-start-1 sm:text-lg' : 'text-lg'}`}
        >
          {title}
        </h3>
      </div>
      {children}
      {href && (
        <p
          className={`mt-auto pt-4 sm:pt-6 ${tile ? 'max-sm:col-start-3 max-sm:row-span-2 max-sm:row-start-1 max-sm:mt-0 max-sm:pt-0 max-sm:text-sm' : ''}`}
        >
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
