import { lazyDialog } from '@/components/ui/lazy-dialog'

/**
 * Opens the booking dialog from anywhere (the closing call to action, the chat's 'Book a Call');
 * BookingHost hosts it, and the dialog's code loads on the first request.
 */
export const bookingDialog = lazyDialog({ event: 'kestrel:open-booking', load: () => import('./booking-dialog') })
