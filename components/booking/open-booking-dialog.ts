/**
 * The seam for opening the booking dialog from anywhere (closing CTA, chat widget's
 * 'Book a Call'): a window event that BookingHost listens for. Callers import only this tiny
 * module; the dialog's code loads on the first request.
 */
export const OPEN_BOOKING_EVENT = 'kestrel:open-booking'

export type OpenBookingDetail = { opener: HTMLElement | null }

/** Opens the booking dialog; focus goes back to `opener` (default: the focused element) on close. */
export function openBookingDialog(opener?: HTMLElement | null) {
  const detail: OpenBookingDetail = {
    opener: opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null),
  }
  window.dispatchEvent(new CustomEvent<OpenBookingDetail>(OPEN_BOOKING_EVENT, { detail }))
}

/** Loads the dialog's code; also called on hover so a click rarely waits. */
export const loadBookingDialog = () => import('./booking-dialog')
