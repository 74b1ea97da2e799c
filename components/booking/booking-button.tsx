'use client'

import type { ReactNode } from 'react'
import { loadBookingDialog, openBookingDialog } from './open-booking-dialog'

/** Opens the booking dialog; its code is fetched on hover or on the first click, not before. */
export function BookingButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onPointerEnter={() => void loadBookingDialog()}
      onClick={(event) => openBookingDialog(event.currentTarget)}
    >
      {children}
    </button>
  )
}
