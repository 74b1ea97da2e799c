'use client'

import { Link } from '@/components/ui/link'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { CloseIcon } from '@/components/ui/close-icon'
import { bookingDetails, prefilledBookingUrl } from './booking-details'

export type BookingDialogProps = {
  open: boolean
  bookingUrl: string | null
  /** Where a visitor whose calendar does not load can write instead (site settings). */
  contactEmail?: string | null
  onClose: () => void
}

/** How long the calendar may take to load before the way around it is offered. */
export const CALENDAR_TIMEOUT_MS = 10_000

type CalendarState = 'loading' | 'ready' | 'failed'

const linkClass = 'font-medium text-foreground underline underline-offset-4'

/**
 * The scheduling widget for the free 30-minute design consultation, in a native modal <dialog>:
 * the browser keeps focus inside, closes on Escape and makes the page behind inert. The calendar
 * opens with what the visitor already gave us filled in (booking-details.ts). While it loads the
 * dialog says so; when the provider cannot be reached (an ad blocker, a company firewall, an
 * outage) or takes longer than CALENDAR_TIMEOUT_MS, the frame gives way to the direct link, the
 * email address and the contact form.
 */
export function BookingDialog({ open, bookingUrl, contactEmail, onClose }: BookingDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const [src, setSrc] = useState<string | null>(null)
  // Which calendar address loaded in the frame, answered from its provider, or failed: per address, so a
  // frame that loads before the checks below are set up still counts.
  const [loaded, setLoaded] = useState<string | null>(null)
  const [reachable, setReachable] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  // A layout effect, so the calendar's address set here is rendered in the same commit as the
  // opening, before the browser paints: with a passive effect the dialog could be shown for a frame
  // saying online booking is unavailable (src still null), and a test could catch it so.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      // Each opening reads the details anew: the visitor may have filled in a form since.
      setSrc(bookingUrl ? prefilledBookingUrl(bookingUrl, bookingDetails()) : null)
      dialog.showModal()
      // Focus on the dialog's own control, not on whatever the frame would take.
      closeRef.current?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open, bookingUrl])

  const state: CalendarState =
    src !== null && failed === src
      ? 'failed'
      : src !== null && loaded === src && reachable === src
        ? 'ready'
        : 'loading'

  useEffect(() => {
    if (!open || !src) return
    let current = true
    // A blocked or unreachable provider fails this request at once, while the frame would only show
    // the browser's error page (a frame's load event fires either way): it takes both to be ready.
    fetch(new URL(src).origin, { mode: 'no-cors', cache: 'no-store' }).then(
      () => current && setReachable(src),
      () => current && setFailed(src),
    )
    return () => {
      current = false
    }
  }, [open, src])

  useEffect(() => {
    if (!open || !src || state !== 'loading') return
    const timer = setTimeout(() => setFailed(src), CALENDAR_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [open, src, state])

  const close = () => ref.current?.close()

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself, not on its content.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="m-auto w-[min(100%-2rem,56rem)] max-w-none rounded-3xl border border-border bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm"
    >
      <div className="flex items-start justify-between gap-4 border-b border-border px-6 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Book your free 30-minute consultation
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Pick a weekday time that suits you. No cost, no obligation.
          </p>
        </div>
        <form method="dialog">
          <button
            ref={closeRef}
            type="submit"
            aria-label="Close"
            className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <CloseIcon className="size-5" />
          </button>
        </form>
      </div>
      {src ? (
        <>
          {state !== 'failed' ? (
            <div className="relative">
              <iframe
                key={src}
                src={src}
                title="Scheduling calendar for the free 30-minute design consultation"
                onLoad={() => setLoaded(src)}
                className="block h-[min(70vh,44rem)] w-full bg-white"
              />
              {state === 'loading' ? (
                <p
                  role="status"
                  className="absolute inset-0 flex items-center justify-center bg-background text-muted-foreground"
                >
                  Loading the calendar…
                </p>
              ) : null}
            </div>
          ) : null}
          <div
            role={state === 'failed' ? 'alert' : undefined}
            className={
              state === 'failed'
                ? 'px-6 py-10 text-center'
                : 'border-t border-border px-6 py-3 text-sm text-muted-foreground'
            }
          >
            {state === 'failed' ? (
              <p className="text-lg font-semibold text-foreground">The calendar is not loading.</p>
            ) : null}
            <p className={state === 'failed' ? 'mt-2 text-muted-foreground' : undefined}>
              {state === 'failed' ? 'You can still book: ' : 'Calendar not loading? '}
              <a href={src} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Open the booking page<span className="sr-only"> (opens in a new tab)</span>
              </a>
              {contactEmail ? (
                <>
                  , email{' '}
                  <a href={`mailto:${contactEmail}`} className={linkClass}>
                    {contactEmail}
                  </a>
                </>
              ) : null}{' '}
              or{' '}
              <Link href="/contact" onClick={close} className={linkClass}>
                contact us
              </Link>
              .
            </p>
          </div>
        </>
      ) : (
        <div className="px-6 py-10 text-center">
          <p className="text-muted-foreground">
            Online booking is not available right now. We&apos;re sorry about that.
          </p>
          <p className="mt-4">
            <Link
              href="/contact"
              onClick={close}
              className="inline-flex h-10 items-center rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
            >
              Contact us to book a call
            </Link>
          </p>
        </div>
      )}
    </dialog>
  )
}
