import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { createLeadInbox } from './inbox'
import { leads, type LeadRow } from './schema'
import { type LeadStore, LeadStoreUnavailableError, type StoredLead } from './store'
import type { NewLead } from './validation'

export type LeadsDatabase = PgDatabase<PgQueryResultHKT, Record<string, never>>

/** How long one store operation may take before the endpoint answers 503. */
const OPERATION_TIMEOUT_MS = 5_000

const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  source: row.source,
  message: row.message ?? undefined,
  idempotencyKey: row.idempotencyKey,
  createdAt: row.createdAt,
})

/** Runs a store operation; any failure or a slow answer becomes LeadStoreUnavailableError. */
export async function guarded<T>(operation: string, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${operation} took longer than ${OPERATION_TIMEOUT_MS} ms`)), OPERATION_TIMEOUT_MS)
  })
  try {
    return await Promise.race([run(), timeout])
  } catch (error) {
    throw new LeadStoreUnavailableError(`Lead store ${operation} failed: ${(error as Error).message}`, { cause: error })
  } finally {
    clearTimeout(timer)
  }
}

/** The lead store over any Drizzle PostgreSQL database; both drivers share it. */
export function createDrizzleLeadStore(
  driver: LeadStore['driver'],
  ready: Promise<LeadsDatabase>,
  close: () => Promise<void>,
): LeadStore {
  return {
    driver,
    save: (lead: NewLead) =>
      guarded('save', async () => {
        const db = await ready
        // One statement: the row is written whole or not at all, and a repeated key is a no-op.
        const [inserted] = await db
          .insert(leads)
          .values({ ...lead, message: lead.message ?? null })
          .onConflictDoNothing({ target: leads.idempotencyKey })
          .returning({ id: leads.id })
        if (inserted) return { id: inserted.id, created: true }
        const [existing] = await db
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.idempotencyKey, lead.idempotencyKey))
        if (!existing) throw new Error('a lead with this idempotency key vanished')
        return { id: existing.id, created: false }
      }),
    findIdByIdempotencyKey: (key: string) =>
      guarded('findIdByIdempotencyKey', async () => {
        const db = await ready
        const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key))
        return row?.id
      }),
    findByEmail: (email: string) =>
      guarded('findByEmail', async () => {
        const db = await ready
        const rows = await db
          .select()
          .from(leads)
          .where(eq(sql`lower(${leads.email})`, email.trim().toLowerCase()))
          .orderBy(desc(leads.seq))
        return rows.map(toLead)
      }),
    list: () =>
      guarded('list', async () => {
        const db = await ready
        const rows = await db.select().from(leads).orderBy(asc(leads.seq))
        return rows.map(toLead)
      }),
    count: () =>
      guarded('count', async () => {
        const db = await ready
        const [row] = await db.select({ value: count() }).from(leads)
        return row?.value ?? 0
      }),
    ping: () =>
      guarded('ping', async () => {
        const db = await ready
        await db.select({ one: sql`1` }).from(leads).limit(1)
      }),
    inbox: createLeadInbox(ready, guarded),
    close,
  }
}
