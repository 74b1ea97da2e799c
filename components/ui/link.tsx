'use client'

import NextLink from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import type { ComponentProps, MouseEvent } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'href'> & {
  href: string
  /** aria-current="page" while the visitor is on exactly this page (the navigation's links). */
  markCurrent?: boolean
  /**
   * When to prefetch the destination: as soon as the link is in view (next/link's default, for the
   * navigation and calls to action), or on intent, when it is hovered, focused or touched (for the
   * lists of an article page: categories, cards, pager, breadcrumbs). Next prefetches each route as
   * a tree and its segments, two requests or more per link: a blog page in view at desktop width
   * made 16 requests after load with every list prefetched on sight.
   */
  prefetchOn?: 'view' | 'intent'
}

/** The path of an internal href, without its query and fragment. */
const pathOf = (href: string) => href.split(/[?#]/, 1)[0] || '/'

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The site's link to its own pages: next/link, except on a link to the page already shown (the
 * logo on `/`, the current navigation entry, a breadcrumb), which
 * - scrolls back to the top, as a visitor expects of it (next/link would navigate to the same
 *   page and leave them where they are; smooth unless they asked for reduced motion, by CSS);
 * - does not prefetch. next/link prefetches every link it sees: on the landing page those were 3
 *   of the 7 payloads fetched and parsed right after hydration (18 of 34 KiB), all for the page
 *   the visitor already has.
 */
export function Link({ prefetchOn = 'view', ...props }: Props) {
  return prefetchOn === 'intent' ? <IntentLink {...props} /> : <SiteLink {...props} />
}

/** Prefetches through the App Router on intent; its own component, so only these links need a router mounted. */
function IntentLink(props: Omit<Props, 'prefetchOn'>) {
  const router = useRouter()
  return <SiteLink {...props} prefetchOnIntent={(href) => router.prefetch(href)} />
}

function SiteLink({
  href,
  onClick,
  markCurrent = false,
  prefetchOnIntent,
  ...rest
}: Omit<Props, 'prefetchOn'> & { prefetchOnIntent?: (href: string) => void }) {
  const pathname = usePathname()
  const here = pathOf(href) === pathname
  const onIntent = prefetchOnIntent && !here ? () => prefetchOnIntent(href) : undefined
  return (
    <NextLink
      href={href}
      prefetch={here || prefetchOnIntent ? false : null}
      aria-current={markCurrent && href === pathname ? 'page' : undefined}
      onMouseEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onClick={(event) => {
        onClick?.(event)
        // A fragment or a query is for the browser or the router to handle.
        if (!here || href !== pathOf(href) || event.defaultPrevented || !plainClick(event)) return
        event.preventDefault()
        window.scrollTo({ top: 0 })
      }}
      {...rest}
    />
  )
}
