import { bookingNotes, rememberBookingDetails } from '@/components/booking/booking-details'
import { showToast } from '@/components/ui/toasts'
import { LeadSubmissionError } from '@/lib/leads/browser/capture-lead'

/**
 * A lead was saved (by the lead form, or from details typed into the chat): every "Book" from now
 * on opens the scheduler with it filled in, `need` in its notes, and the visitor is told.
 */
export function leadSaved(lead: { name: string; email: string; company: string }, need: string | undefined) {
  rememberBookingDetails({ name: lead.name, email: lead.email, notes: bookingNotes({ company: lead.company, need }) })
  showToast('success', 'Success!', 'Your information has been submitted.')
}

/**
 * A lead was not saved, for a reason other than a field refused: the visitor is told, in the
 * server's own words when it said when to try again (too many submissions, or the database away).
 * Those words, for a message beside the form; undefined otherwise.
 */
export function leadNotSaved(error: unknown): string | undefined {
  const serverMessage =
    error instanceof LeadSubmissionError && (error.status === 429 || error.status === 503) ? error.message : undefined
  showToast('error', 'Error', serverMessage ?? 'Failed to submit your information. Please try again.')
  return serverMessage
}
