import { asc, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { LeadsDatabase } from './database'
import { createDeliveryOverview } from './delivery-overview'
import { createDeliveryQueue } from './delivery-queue'
import { guarded } from './guarded'
import { createLeadInbox } from './inbox'
import { toLead } from './rows'
import { type DeliveryChannel, leadDeliveries, leads } from './schema'
import type { LeadStore } from './store'
import type { NewLead } from './validation'

/** How long opening the database may take when the server starts. */
const BOOT_TIMEOUT_MS = 60_000

export type LeadStoreOptions = {
  /** The delivery channels configured: each saved lead gets one pending delivery per channel. */
  channels?: readonly DeliveryChannel[]
}

/** A PostgreSQL array literal of channel names (letters only: nothing to quote). */
const channelArray = (channels: readonly DeliveryChannel[]) => `{${channels.join(',')}}`

/** A raw statement's rows: PGlite answers `{ rows }`, postgres-js the rows themselves. */
function resultRows<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? [])
}

/**
 * The lead store over any Drizzle PostgreSQL database; both drivers share it. `database` gives the
 * database each operation runs on (or why there is none right now): the embedded one may open
 * later than the store is made, or close and open again (lib/leads/pglite-store.ts).
 */
export function createDrizzleLeadStore(
  driver: LeadStore['driver'],
  database: () => Promise<LeadsDatabase>,
  close: () => Promise<void>,
  { channels = [] }: LeadStoreOptions = {},
): LeadStore {
  return {
    driver,
    ready: () =>
      guarded(
        'ready',
        async () => {
          await (await database()).execute(sql`select 1`)
        },
        // The embedded database's first boot (initdb) takes seconds on a slow machine.
        BOOT_TIMEOUT_MS,
      ),
    save: (lead: NewLead) =>
      guarded('save', async () => {
        const db = await database()
        // One statement, atomic like a transaction but one round trip instead of four (the
        // embedded database runs every query on the server's own thread): the lead and its
        // deliveries are written together or not at all, and a repeated idempotency key writes
        // nothing and answers with the stored lead.
        const result = await db.execute(sql`
          with inserted as (
            insert into ${leads} (name, email, company, source, message, transcript, idempotency_key)
            values (${lead.name}, ${lead.email}, ${lead.company}, ${lead.source}, ${lead.message ?? null},
              ${lead.transcript ? JSON.stringify(lead.transcript) : null}::jsonb, ${lead.idempotencyKey})
            on conflict (idempotency_key) do nothing
            returning id
          ), deliveries as (
            insert into ${leadDeliveries} (lead_id, channel)
            select inserted.id, channel from inserted, unnest(${channelArray(channels)}::varchar[]) as channel
          )
          select id, true as created from inserted
          union all
          select id, false as created from ${leads}
          where idempotency_key = ${lead.idempotencyKey} and not exists (select 1 from inserted)`)
        const [row] = resultRows<{ id: string; created: boolean }>(result)
        if (row) return { id: row.id, created: row.created }
        // The same key committed by a concurrent request after this statement began: its lead.
        const [existing] = await db
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.idempotencyKey, lead.idempotencyKey))
        if (!existing) throw new Error('a lead with this idempotency key vanished')
        return { id: existing.id, created: false }
      }),
    findIdByIdempotencyKey: (key: string) =>
      guarded('findIdByIdempotencyKey', async () => {
        const db = await database()
        const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key))
        return row?.id
      }),
    findByEmail: (email: string) =>
      guarded('findByEmail', async () => {
        const db = await database()
        const rows = await db
          .select()
          .from(leads)
          .where(eq(sql`lower(${leads.email})`, email.trim().toLowerCase()))
          .orderBy(desc(leads.seq))
        return rows.map(toLead)
      }),
    list: () =>
      guarded('list', async () => {
        const db = await database()
        const rows = await db.select().from(leads).orderBy(asc(leads.seq))
        return rows.map(toLead)
      }),
    count: () =>
      guarded('count', async () => {
        const db = await database()
        const [row] = await db.select({ value: count() }).from(leads)
        return row?.value ?? 0
      }),
    deleteCreatedBefore: (cutoff: Date) =>
      guarded('deleteCreatedBefore', async () => {
        const db = await database()
        // Deliveries go with their lead (ON DELETE CASCADE), the transcript is part of it.
        const deleted = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id })
        return deleted.length
      }),
    deliveries: createDeliveryQueue(database),
    deliveryOverview: createDeliveryOverview(database),
    ping: () =>
      guarded('ping', async () => {
        const db = await database()
        await db
          .select({ one: sql`1` })
          .from(leads)
          .limit(1)
      }),
    inbox: createLeadInbox(database, guarded),
    close,
  }
}
