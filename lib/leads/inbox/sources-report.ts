import { and, count, gte, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { guarded } from '../store/records'
import { leads } from '../store/schema'
import { addDays, type Day, dayIn } from './follow-up'
import { csvField } from './csv'

/**
 * Who sent a lead, in SQL: the same rule as trafficSource (lib/leads/capture/attribution.ts):
 * its utm_source, else its referrer's host without "www.", else "direct", lowercased.
 */
export const trafficSourceSql = sql<string>`lower(coalesce(
  nullif(${leads.utmSource}, ''),
  regexp_replace(substring(${leads.referrer} from '^https?://([^/:?#]+)'), '^www\\.', ''),
  'direct'))`

/** A lead without a utm_campaign, as the Sources view lists it. */
export const NO_CAMPAIGN = '(none)'

export const REPORT_WEEKS = 12

/** One source and campaign: leads in each week of the report, oldest week first. */
export type SourcesRow = { source: string; campaign: string; counts: number[]; total: number }

/** The Sources view's numbers: the weeks (each its Monday, in the site's time zone) and a row per source and campaign. */
export type SourcesReportData = { weeks: Day[]; rows: SourcesRow[]; totals: number[]; timeZone: string }

export type WeekCount = { week: Day; source: string; campaign: string; leads: number }

export interface SourcesReport {
  /** The last `REPORT_WEEKS` weeks up to the one `now` falls in, in `timeZone`. */
  weekly(options: { now: Date; timeZone: string }): Promise<SourcesReportData>
  /** The traffic sources and campaigns leads have, for the inbox's filters. */
  options(): Promise<{ traffic: string[]; campaigns: string[] }>
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 Sunday
  return addDays(day, -((weekday + 6) % 7))
}

/**
 * The report from the counts the database grouped: every one of the weeks, those without a
 * lead as zeros, rows by most leads first (then by name), totals per week.
 */
export function buildSourcesReport(
  counts: readonly WeekCount[],
  { now, timeZone, weeks = REPORT_WEEKS }: { now: Date; timeZone: string; weeks?: number },
): SourcesReportData {
  const last = mondayOf(dayIn(timeZone, now))
  const weekDays = Array.from({ length: weeks }, (_, index) => addDays(last, (index - weeks + 1) * 7))
  const byKey = new Map<string, SourcesRow>()
  for (const { week, source, campaign, leads: n } of counts) {
    const index = weekDays.indexOf(week)
    if (index < 0) continue
    const key = JSON.stringify([source, campaign])
    let row = byKey.get(key)
    if (!row) {
      row = { source, campaign, counts: weekDays.map(() => 0), total: 0 }
      byKey.set(key, row)
    }
    row.counts[index]! += n
    row.total += n
  }
  const rows = [...byKey.values()].sort(
    (a, b) => b.total - a.total || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign),
  )
  const totals = weekDays.map((_, index) => rows.reduce((sum, row) => sum + row.counts[index]!, 0))
  return { weeks: weekDays, rows, totals, timeZone }
}

/** The report as CSV: a row per source and campaign, a column per week (its Monday), then the total. */
export function sourcesReportCsv(report: SourcesReportData): string {
  const header = ['source', 'campaign', ...report.weeks.map((week) => `week_of_${week}`), 'total']
  const lines = [
    header,
    ...report.rows.map((row) => [row.source, row.campaign, ...row.counts.map(String), String(row.total)]),
    ['all', 'all', ...report.totals.map(String), String(report.totals.reduce((a, b) => a + b, 0))],
  ]
  return '\uFEFF' + lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n'
}

const TIME_ZONE = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$|^UTC$/

export function createSourcesReport(database: () => Promise<Database>): SourcesReport {
  return {
    weekly: ({ now, timeZone }) =>
      guarded('sources report', async () => {
        // The zone goes into SQL as a value, but it must be one: checked like the config does.
        if (!TIME_ZONE.test(timeZone)) throw new Error(`not a time zone: ${timeZone}`)
        const db = await database()
        const first = addDays(mondayOf(dayIn(timeZone, now)), -(REPORT_WEEKS - 1) * 7)
        const localDay = sql`(${leads.createdAt} at time zone ${timeZone})::date`
        const week = sql<string>`to_char(date_trunc('week', ${localDay}), 'YYYY-MM-DD')`
        const campaign = sql<string>`coalesce(nullif(${leads.utmCampaign}, ''), ${NO_CAMPAIGN})`
        const rows = await db
          .select({ week, source: trafficSourceSql, campaign, leads: count() })
          .from(leads)
          .where(gte(localDay, sql`${first}::date`))
          .groupBy(sql`1, 2, 3`) // by position: the zone is a parameter, and each use is another one
        return buildSourcesReport(rows, { now, timeZone })
      }),
    options: () =>
      guarded('sources options', async () => {
        const db = await database()
        const [traffic, campaigns] = await Promise.all([
          db.selectDistinct({ value: trafficSourceSql }).from(leads).orderBy(trafficSourceSql),
          db
            .selectDistinct({ value: leads.utmCampaign })
            .from(leads)
            .where(and(isNotNull(leads.utmCampaign)))
            .orderBy(leads.utmCampaign),
        ])
        return {
          traffic: traffic.map((row) => row.value),
          campaigns: campaigns.flatMap((row) => (row.value ? [row.value] : [])),
        }
      }),
  }
}
