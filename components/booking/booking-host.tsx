'use client'

import { type ComponentType, useEffect, useState } from 'react'
import type { BookingDialogProps } from './booking-dialog'
import { bookingDialog } from './open-booking-dialog'

/**
 * Mounted once in the site layout. Renders nothing until someone calls bookingDialog.open();
 * then it loads the dialog with import() and shows it. Keeps the dialog out of first-load JS.
 */
export function BookingHost({ bookingUrl, contactEmail }: { bookingUrl: string | null; contactEmail?: string | null }) {
  const [Dialog, setDialog] = useState<ComponentType<BookingDialogProps> | null>(null)
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)

  useEffect(
    () =>
      bookingDialog.listen((requestOpener) => {
        setOpener(requestOpener)
        bookingDialog.load().then(
          (module) => {
            setDialog(() => module.BookingDialog)
            setOpen(true)
          },
          // Offline or a stale deployment: the contact page still books a call. A full page load on
          // purpose: the client router could not load this chunk, so it cannot be trusted with the next.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
          () => window.location.assign('/contact'),
        )
      }),
    [],
  )

  if (!Dialog) return null
  return (
    <Dialog
      open={open}
      bookingUrl={bookingUrl}
      contactEmail={contactEmail}
      onClose={() => {
        setOpen(false)
        // Back on the button that opened it (or, if that is gone, where the browser puts it).
        if (opener?.isConnected) opener.focus()
      }}
    />
  )
}
