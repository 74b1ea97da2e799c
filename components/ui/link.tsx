'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'href'> & { href: string }

/** The path of an internal href, without its query and fragment. */
const pathOf = (href: string) => href.split(/[?#]/, 1)[0] || '/'

/**
 * The site's link to its own pages: next/link, except that a link to the page already shown
 * does not prefetch. next/link prefetches every link it sees, and every page shows a few links
 * to itself (the logo on `/`, the current navigation entry, a breadcrumb): on the landing page
 * those were 3 of the 7 payloads fetched and parsed right after hydration (18 of 34 KiB), all
 * for the page the visitor already has.
 */
export function Link({ href, ...rest }: Props) {
  const pathname = usePathname()
  return <NextLink href={href} prefetch={pathOf(href) === pathname ? false : null} {...rest} />
}
