import type { StoredLead } from './store'

export const LEAD_CSV_COLUMNS = ['id', 'created_at', 'name', 'email', 'company', 'source', 'message'] as const

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe: leads are typed by strangers.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** All leads as CSV with a header row, CRLF line endings as spreadsheets expect. */
export function leadsToCsv(leads: StoredLead[]): string {
  const rows = leads.map((lead) =>
    [lead.id, lead.createdAt.toISOString(), lead.name, lead.email, lead.company, lead.source, lead.message ?? '']
      .map(csvField)
      .join(','),
  )
  return [LEAD_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n'
}
