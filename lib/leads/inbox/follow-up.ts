/**
 * Follow-up days. A lead's "follow up on" is a calendar day, not a moment; "today" is the day in
 * the site's time zone (TIME_ZONE, default America/New_York: the sales team's office day), the
 * same for every viewer and for the digest, so "Due today" shows the same leads to everyone and
 * turns over at the office's midnight. Open leads only: a won or lost lead has nothing to follow up.
 */

/** An ISO calendar day, "2026-11-26". */
export type Day = string

export const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** The calendar day `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): Day {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

/** The hour (0–23) it is at `at` in `timeZone`. */
export function hourIn(timeZone: string, at: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at))
}

/** Whether a string is a real calendar day (not 2026-02-30). */
export function isDay(value: string): value is Day {
  if (!DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return date.toISOString().slice(0, 10) === value
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export type FollowUpState = 'overdue' | 'due' | 'upcoming'

export function followUpState(on: Day, today: Day): FollowUpState {
  return on < today ? 'overdue' : on === today ? 'due' : 'upcoming'
}

/** "Thu, Nov 26, 2026": a follow-up day as staff read it (a day has no time zone of its own). */
export function formatDay(day: Day): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
