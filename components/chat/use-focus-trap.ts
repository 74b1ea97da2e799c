'use client'

import { type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Focus that belongs elsewhere: another modal (the booking dialog) or a toast's buttons. */
const elsewhere = (element: Element | null) => Boolean(element?.closest('dialog, [data-sonner-toaster]'))

/**
 * Keeps keyboard focus inside `ref` while it is mounted (an aria-modal dialog drawn above the
 * page rather than in the top layer, so the site's toasts still show above it): Tab and
 * Shift+Tab wrap around, and focus that escapes (a click on the page behind) is brought back.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const focusables = () =>
      Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]'),
      )

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || elsewhere(document.activeElement)) return
      const items = focusables()
      const first = items[0]
      const last = items.at(-1)
      const current = document.activeElement
      if (!first || !last) {
        event.preventDefault()
        container.focus()
      } else if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (!target || container.contains(target) || elsewhere(target)) return
      ;(focusables()[0] ?? container).focus()
    }

    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [ref])
}
