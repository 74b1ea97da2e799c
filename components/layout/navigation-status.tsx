'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/** Below this, a navigation (usually prefetched) feels instant and no indicator is shown. */
const SHOW_AFTER_MS = 150
/** A navigation that never lands (offline, an error page) must not leave the indicator up. */
const GIVE_UP_AFTER_MS = 15_000

/** A navigation under way: which one, the page it leaves, and whether the indicator shows yet. */
type Pending = { id: number; from: string; shown: boolean }

let lastId = 0

/** From the first client-side navigation on, pages enter with the route fade (app/(site)/template.tsx). */
function markNavigated() {
  document.documentElement.dataset.navigated = ''
}

/**
 * While a route loads, a 'Loading...' placeholder shows. It lives here rather than in a
 * loading.tsx, which would put the placeholder into every prerendered page's HTML and hide the
 * content until JavaScript swaps it in.
 *
 * One state holds the navigation, and the indicator is derived from it in render: it goes in the
 * same render as the page it waited for. (Two states and timers let a late "show" timer turn the
 * indicator back on after the page had changed, with nothing left to turn it off.)
 */
export function NavigationStatus() {
  const pathname = usePathname()
  const [pending, setPending] = useState<Pending | null>(null)

  // The navigation completed (or another one, back or forward, landed first).
  if (pending && pending.from !== pathname) setPending(null)

  // Each page viewed, for the lead the visitor may leave (kept in this tab only, sent with the lead).
  // Its code is fetched after the page is up, so it is in no page's first load.
  useEffect(() => {
    void import('@/lib/leads/browser/attribution').then(({ recordPageView }) => recordPageView())
  }, [pathname])

  useEffect(() => {
    const settle = () => setPending(null)
    // Capture phase: runs before Next's Link handler prevents the default.
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      // A link to the page already shown replaces any navigation under way: nothing loads.
      if (url.pathname === window.location.pathname) return settle()
      markNavigated()
      setPending({ id: ++lastId, from: window.location.pathname, shown: false })
    }
    // Back or forward supersedes a navigation under way.
    const onPopState = () => {
      markNavigated()
      settle()
    }
    // A failed client navigation falls back to loading the document; a page restored from the
    // back-forward cache must not come back with the indicator up.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && settle()
    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])

  const id = pending?.id
  useEffect(() => {
    if (id === undefined) return
    // Each timer acts only on the navigation that started it.
    const show = setTimeout(
      () => setPending((current) => (current?.id === id ? { ...current, shown: true } : current)),
      SHOW_AFTER_MS,
    )
    const giveUp = setTimeout(() => setPending((current) => (current?.id === id ? null : current)), GIVE_UP_AFTER_MS)
    return () => {
      clearTimeout(show)
      clearTimeout(giveUp)
    }
  }, [id])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-center"
    >
      {pending?.shown && pending.from === pathname ? (
        <span className="mt-3 inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-1.5 text-sm text-card-foreground shadow-lg">
          <span
            aria-hidden="true"
            className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          Loading...
        </span>
      ) : null}
    </div>
  )
}
