/**
 * "November 18, 2026". Fixed to US Eastern time, where the agency publishes, so the date does not
 * depend on the server's time zone.
 */
export function formatDate(iso: string | null | undefined, style: 'long' | 'medium' = 'long'): string {
  if (!iso) return ''
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: style, timeZone: 'America/New_York' })
}

/** The agency's time zone: where the server renders the staff inbox's times before the browser shows them in its own. */
export const AGENCY_TIME_ZONE = 'America/New_York'

/**
 * "Nov 18, 2026, 3:04 PM EST": a moment in the staff inbox, in `timeZone` (the viewer's, in the
 * browser), the agency's by default, with the zone named so a reader knows which it is.
 */
export function formatDateTime(date: Date, timeZone: string = AGENCY_TIME_ZONE): string {
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' })

/**
 * How long ago, for a list: "just now", "12 min. ago", "3 hr. ago", "yesterday", "5 days ago";
 * after a week the day itself ("Nov 18"), in `timeZone`.
 */
export function formatAge(date: Date, now: Date, timeZone: string = AGENCY_TIME_ZONE): string {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000))
  if (seconds < 60) return 'just now'
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), 'hour')
  if (seconds < 7 * 86_400) return relative.format(-Math.floor(seconds / 86_400), 'day')
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear()
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  })
}
