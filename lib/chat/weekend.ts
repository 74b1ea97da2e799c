/**
 * Meetings are weekdays only. A visitor may name the weekend outright ("Saturday", "this
 * weekend") or give a date that happens to fall on one ("March 15", "3/15/2031", "tomorrow").
 */

// Typed short or misspelt too: "sat at 10", "saterday", "sunday", "wknd".
const WEEKEND_WORDS =
  /\b(saturdays?|sundays?|sat[a-z]{0,3}days?|sun[a-z]?days?|week-?ends?|wknd|sat\.|sun\.|(?:sat|sun)\b(?=\s*(?:at\b|morning|afternoon|evening|or\b|\d|\?|$)))/i

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
// "May 5" is a date; "may 5pm work?" and "May 12:30" are not.
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?(?!\s*(?:[ap]\.?m\b|:|\d))`
const YEAR = String.raw`(?:,?\s+(\d{4}))?`
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+${DAY}${YEAR}`, 'gi')
const DAY_MONTH = new RegExp(String.raw`\b${DAY}\s+(?:of\s+)?${MONTH}${YEAR}`, 'gi')
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/g
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g
const TOMORROW = /\b(the day after tomorrow|tomorrow)\b/i

type Ymd = { year?: number; month: number; day: number }

/** A calendar date, or null when it does not exist (February 30). */
function toDate({ year, month, day }: Ymd, now: Date): Date | null {
  const build = (y: number) => {
    const date = new Date(Date.UTC(y, month, day))
    return date.getUTCMonth() === month && date.getUTCDate() === day ? date : null
  }
  if (year !== undefined) return build(year < 100 ? 2000 + year : year)
  // No year: the next time that date comes round.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const thisYear = build(now.getUTCFullYear())
  return thisYear && thisYear.getTime() >= today ? thisYear : build(now.getUTCFullYear() + 1)
}

const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase())
const optionalYear = (value: string | undefined) => (value ? Number(value) : undefined)

/** The dates a message names, in the order the patterns find them. */
export function datesIn(message: string, now: Date): Date[] {
  const found: Ymd[] = []
  for (const m of message.matchAll(MONTH_DAY))
    found.push({ month: monthIndex(m[1]!), day: Number(m[2]), year: optionalYear(m[3]) })
  for (const m of message.matchAll(DAY_MONTH))
    found.push({ month: monthIndex(m[2]!), day: Number(m[1]), year: optionalYear(m[3]) })
  // Slashes read month first, as visitors in the US write them.
  for (const m of message.matchAll(NUMERIC))
    found.push({ month: Number(m[1]) - 1, day: Number(m[2]), year: optionalYear(m[3]) })
  for (const m of message.matchAll(ISO)) found.push({ year: Number(m[1]), month: Number(m[2]) - 1, day: Number(m[3]) })
  const dates = found.map((ymd) => toDate(ymd, now)).filter((d): d is Date => d !== null)
  const relative = TOMORROW.exec(message)
  if (relative) {
    const days = relative[1]!.toLowerCase().startsWith('the day after') ? 2 : 1
    dates.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)))
  }
  return dates
}

const WEEKDAY_WORDS = /\b(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|weekdays?)\b/i

/** Whether a message names a day from Monday to Friday, in words or as a date. */
export function namesWeekday(message: string, now: Date = new Date()): boolean {
  if (WEEKDAY_WORDS.test(message)) return true
  return datesIn(message, now).some((date) => date.getUTCDay() >= 1 && date.getUTCDay() <= 5)
}

/** Whether a message names a Saturday or a Sunday, in words or as a date. */
export function namesWeekendDay(message: string, now: Date = new Date()): boolean {
  if (WEEKEND_WORDS.test(message)) return true
  return datesIn(message, now).some((date) => date.getUTCDay() === 0 || date.getUTCDay() === 6)
}
