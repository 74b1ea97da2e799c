import type { LeadRow } from './schema'
import type { StoredLead } from './stored-lead'

/** A row of `leads` as the rest of the code sees a lead. */
export const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  source: row.source,
  message: row.message ?? undefined,
  idempotencyKey: row.idempotencyKey,
  createdAt: row.createdAt,
  ...(row.transcript ? { transcript: row.transcript } : {}),
})
