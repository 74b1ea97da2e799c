/**
 * "November 18, 2026". Fixed to US Eastern time, where the agency publishes, so the date does not
 * depend on the server's time zone.
 */
export function formatDate(iso: string | null | undefined, style: 'long' | 'medium' = 'long'): string {
  if (!iso) return ''
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: style, timeZone: 'America/New_York' })
}
