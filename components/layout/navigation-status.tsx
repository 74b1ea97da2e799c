'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/** Below this, a navigation (usually prefetched) feels instant and no indicator is shown. */
const SHOW_AFTER_MS = 150
/** A navigation that never lands (offline, an error page) must not leave the indicator up. */
const GIVE_UP_AFTER_MS = 15_000

/** From the first client-side navigation on, pages enter with the route fade (app/(site)/template.tsx). */
function markNavigated() {
  document.documentElement.dataset.navigated = ''
}

/**
 * SPEC.md 2: while a route loads, a 'Loading...' placeholder shows. It lives here rather than in
 * a loading.tsx, which would put the placeholder into every prerendered page's HTML and hide
 * the content until JavaScript swaps it in.
 */
export function NavigationStatus() {
  const pathname = usePathname()
  const [pendingSince, setPendingSince] = useState<number | null>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    setPendingSince(null)
    setVisible(false)
  }, [pathname])

  useEffect(() => {
    // Capture phase: runs before Next's Link handler prevents the default.
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      markNavigated()
      setPendingSince(Date.now())
    }
    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', markNavigated)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', markNavigated)
    }
  }, [])

  useEffect(() => {
    if (pendingSince === null) return
    const show = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    const giveUp = setTimeout(() => {
      setPendingSince(null)
      setVisible(false)
    }, GIVE_UP_AFTER_MS)
    return () => {
      clearTimeout(show)
      clearTimeout(giveUp)
    }
  }, [pendingSince])

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-center">
      {visible ? (
        <span className="mt-3 inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-1.5 text-sm text-card-foreground shadow-lg">
          <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
          Loading...
        </span>
      ) : null}
    </div>
  )
}
