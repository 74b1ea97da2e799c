'use client'

import { type ComponentType, useEffect, useState } from 'react'
import type { BookingDialogProps } from './booking-dialog'
import { bookingDialog } from './open-booking-dialog'

/**
 * Mounted once in the site layout. Renders nothing until someone calls bookingDialog.open();
 * then it loads the dialog with import() and shows it. Keeps the dialog out of first-load JS.
 */
export function BookingHost({ bookingUrl }: { bookingUrl: string | null }) {
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
          // Offline or a stale deployment: the contact page still books a call.
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
      onClose={() => {
        setOpen(false)
        opener?.focus()
      }}
    />
  )
}
