'use client'

import type { ReactNode } from 'react'
import { bookingDialog } from './open-booking-dialog'

/** Opens the booking dialog; its code is fetched on hover or focus, or on the first click, not before. */
export function BookingButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} {...bookingDialog.triggerProps}>
      {children}
    </button>
  )
}
