import { trafficSource } from '../capture/attribution'
import type { StoredLead } from '../store/records'
import type { LeadStatus } from './workflow'

/**
 * The columns, each new one last (`phone`, then where the visitor came from, then `status`): a
 * spreadsheet or import made before it had one reads the others where they were.
 */
export const LEAD_CSV_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'company',
  'source',
  'message',
  'phone',
  'traffic_source',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'landing_page',
  'referrer',
  'pages_viewed',
  'status',
] as const

/**
 * The UTF-8 byte-order mark the file starts with: without it Excel on Windows reads the file in
 * the system's code page, and "Müller" comes out as "MÃ¼ller". Other spreadsheets skip it.
 */
export const CSV_BOM = '\uFEFF'

/** A lead as the CSV writes it: the list's columns and where sales stands with it. */
export type CsvLead = Omit<StoredLead, 'transcript'> & { status: LeadStatus }

/**
 * A formula character (= + - @, or a tab or carriage return, which some spreadsheets skip) at
 * the start of the field or right after anything a spreadsheet may split cells on: a comma, a
 * semicolon (the separator in many European locales), a tab or a line break.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])[=+\-@\t\r]/g

/**
 * One CSV field (RFC 4180), always quoted. Leads are typed by strangers, so every place a
 * spreadsheet could begin a cell with a formula gets an apostrophe first, which makes the cell
 * text: `x;=HYPERLINK(…)` stays text even in a spreadsheet that splits on semicolons.
 */
export function csvField(value: string): string {
  const safe = value.replace(FORMULA_START, "'$&")
  return `"${safe.replace(/"/g, '""')}"`
}

/** All leads as CSV with a header row, CRLF line endings as spreadsheets expect, after the byte-order mark. */
export function leadsToCsv(leads: CsvLead[]): string {
  const rows = leads.map((lead) =>
    [
      lead.id,
      lead.createdAt.toISOString(),
      lead.name,
      lead.email,
      lead.company,
      lead.source,
      lead.message ?? '',
      lead.phone ?? '',
      trafficSource(lead.attribution ?? {}),
      lead.attribution?.utmSource ?? '',
      lead.attribution?.utmMedium ?? '',
      lead.attribution?.utmCampaign ?? '',
      lead.attribution?.utmTerm ?? '',
      lead.attribution?.utmContent ?? '',
      lead.attribution?.landingPage ?? '',
      lead.attribution?.referrer ?? '',
      // Paths cannot hold a space: one cell, space-separated.
      (lead.attribution?.pagesViewed ?? []).join(' '),
      lead.status,
    ]
      .map(csvField)
      .join(','),
  )
  return CSV_BOM + [LEAD_CSV_COLUMNS.map(csvField).join(','), ...rows].join('\r\n') + '\r\n'
}
