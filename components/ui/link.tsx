'use client'

import NextLink from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { type ComponentProps, type MouseEvent, startTransition, useEffect, useState } from 'react'

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

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

let settled = false
let scheduled = false
const listeners = new Set<() => void>()

/** Calls `listener` once the page has loaded and the browser has been idle since (at once if it has). */
function onPageSettled(listener: () => void) {
  if (settled) {
    listener()
    return () => {}
  }
  listeners.add(listener)
  if (!scheduled) {
    scheduled = true
    const settle = () => {
      settled = true
      for (const notify of listeners) notify()
      listeners.clear()
    }
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(settle, { timeout: 3000 }) : setTimeout(settle, 500))
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  }
  return () => listeners.delete(listener)
}

/**
 * False until the page has loaded and the browser has been idle (false on the server). Links
 * prefetch what they show only from then on: prefetching on sight as the page started had the
 * route payloads fetched and parsed on the main thread while it was still hydrating the page (on a
 * phone, long tasks just when the visitor first scrolls or taps); a moment later the same
 * prefetches get in nobody's way. The links wake in one transition, which React renders in slices;
 * links mounted by a later navigation prefetch on sight at once.
 */
function usePageSettled() {
  const [value, setValue] = useState(() => settled)
  useEffect(() => onPageSettled(() => startTransition(() => setValue(true))), [])
  return value
}

/**
 * The site's link to its own pages: next/link, except on a link to the page already shown (the
 * logo on `/`, the current navigation entry, a breadcrumb), which
 * - scrolls back to the top, as a visitor expects of it (next/link would navigate to the same
 *   page and leave them where they are; smooth unless they asked for reduced motion, by CSS);
 * - does not prefetch. next/link prefetches every link it sees: on the landing page those were 3
 *   of the 7 payloads fetched and parsed right after hydration (18 of 34 KiB), all for the page
 *   the visitor already has.
 */
export function Link({ href, onClick, markCurrent = false, prefetchOn = 'view', ...rest }: Props) {
  const pathname = usePathname()
  const router = useRouter()
  const settledPage = usePageSettled()
  const here = pathOf(href) === pathname
  const onIntent = prefetchOn === 'intent' && !here ? () => router.prefetch(href) : undefined
  return (
    <NextLink
      href={href}
      prefetch={here || prefetchOn === 'intent' || !settledPage ? false : null}
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
