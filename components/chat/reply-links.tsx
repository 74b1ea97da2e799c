import type { ReactNode } from 'react'
import { Link } from '@/components/ui/link'

/** A page of the site named in a reply, as Michael writes it: "More on the Pricing page (/pricing)." */
const PAGE_PATH = /\((\/[a-z0-9][a-z0-9\-/]*)\)/g

/**
 * A reply's text with each page it names in parentheses made a link to that page, so "More on the
 * Contact page (/contact)" takes the visitor there (the chat stays open across the navigation).
 * Only the site's own paths: nothing a reply says can become a link elsewhere.
 */
export function withPageLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(PAGE_PATH)) {
    const path = match[1]!
    parts.push(text.slice(last, match.index + 1))
    parts.push(
      <Link key={match.index} href={path} prefetchOn="intent" className="font-medium underline underline-offset-2">
        {path}
      </Link>,
    )
    last = match.index + 1 + path.length
  }
  parts.push(text.slice(last))
  return parts
}
