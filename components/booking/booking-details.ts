/**
 * What the visitor already told us (the contact form, or the chat once they left their details),
 * kept for this browser tab so that every "Book" opens the scheduler with it filled in: the
 * scheduling page's documented prefill parameters (`name`, `email`, and `notes`, the booking's
 * "Additional notes"). Session storage: gone when the tab closes, never sent to our server.
 */
export type BookingDetails = { name?: string; email?: string; notes?: string }

const KEY = 'kestrel:booking-details'
const LIMITS: Record<keyof BookingDetails, number> = { name: 120, email: 254, notes: 500 }

/** One line, at most `max` characters, cut at a word where it can be. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}

/** The booking's notes: the company, and what the visitor said they need, in one line. */
export function bookingNotes({ company, need }: { company?: string; need?: string }): string | undefined {
  const parts = [company?.trim() && `Company: ${company.trim()}`, need?.trim()].filter(Boolean) as string[]
  return parts.length > 0 ? oneLine(parts.join('. '), LIMITS.notes) : undefined
}

function bounded(details: BookingDetails): BookingDetails {
  const kept: BookingDetails = {}
  for (const key of Object.keys(LIMITS) as (keyof BookingDetails)[]) {
    const value = details[key]
    if (typeof value === 'string' && value.trim()) kept[key] = oneLine(value, LIMITS[key])
  }
  return kept
}

/** Remembers what the visitor gave, over what was there (a later form's email wins). */
export function rememberBookingDetails(details: BookingDetails): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...bookingDetails(), ...bounded(details) }))
  } catch {
    // Storage off (a private mode, a full quota): the scheduler opens without them.
  }
}

export function bookingDetails(): BookingDetails {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
    return stored && typeof stored === 'object' ? bounded(stored as BookingDetails) : {}
  } catch {
    return {}
  }
}

/** The booking link with the visitor's details as prefill parameters; one the link already sets is left alone. */
export function prefilledBookingUrl(bookingUrl: string, details: BookingDetails): string {
  let url: URL
  try {
    url = new URL(bookingUrl)
  } catch {
    return bookingUrl
  }
  for (const [key, value] of Object.entries(bounded(details)))
    if (value && !url.searchParams.has(key)) url.searchParams.set(key, value)
  return url.toString()
}
