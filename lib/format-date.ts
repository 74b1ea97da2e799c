/**
 * "November 18, 2026". Fixed to US Eastern time, where the agency publishes, so the date does not
 * depend on the server's time zone.
 */
export function formatDate(iso: string | null | undefined, style: 'long' | 'medium' = 'long'): string {
  if (!iso) return ''
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: style, timeZone: 'America/New_York' })
}

/** "Nov 18, 2026, 3:04 PM EST": a moment in the staff inbox, in the agency's time zone like formatDate. */
export function formatDateTime(date: Date): string {
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
    timeZoneName: 'short',
  })
}
