'use client'

import { Link } from '@/components/ui/link'
import { useEffect, useId, useRef } from 'react'
import { CloseIcon } from '@/components/ui/close-icon'

export type BookingDialogProps = { open: boolean; bookingUrl: string | null; onClose: () => void }

/**
 * The scheduling widget for the free 30-minute design consultation, in a native modal
 * <dialog>: the browser traps focus, closes on Escape and makes the page behind inert.
 */
export function BookingDialog({ open, bookingUrl, onClose }: BookingDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

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
            type="submit"
            aria-label="Close"
            className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <CloseIcon className="size-5" />
          </button>
        </form>
      </div>
      {bookingUrl ? (
        <>
          <iframe
            src={bookingUrl}
            title="Scheduling calendar for the free 30-minute design consultation"
            loading="lazy"
            className="block h-[min(70vh,44rem)] w-full bg-white"
          />
          {/* Blockers and strict privacy settings can keep a third-party calendar from loading. */}
          <p className="border-t border-border px-6 py-3 text-sm text-muted-foreground">
            Calendar not loading?{' '}
            <a
              href={bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-foreground underline underline-offset-4"
            >
              Open the booking page<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            or{' '}
            <Link
              href="/contact"
              onClick={() => ref.current?.close()}
              className="font-medium text-foreground underline underline-offset-4"
            >
              contact us
            </Link>
            .
          </p>
        </>
      ) : (
        <div className="px-6 py-10 text-center">
          <p className="text-muted-foreground">
            Online booking is not available right now. We&apos;re sorry about that.
          </p>
          <p className="mt-4">
            <Link
              href="/contact"
              onClick={() => ref.current?.close()}
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
