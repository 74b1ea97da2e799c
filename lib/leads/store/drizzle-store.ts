import type { PGlite } from '@electric-sql/pglite'
import { asc, count, desc, eq, lt, sql } from 'drizzle-orm'
import type postgres from 'postgres'
import { type Database, type DatabaseHandle, openPostgres } from '../../db/connection'
import { type EmbeddedDatabaseOptions, openEmbedded } from '../../db/embedded'
import type { NewLead } from '../capture/validation'
import { createDeliveryOverview } from '../delivery/overview'
import { createDeliveryQueue } from '../delivery/queue'
import { createLeadInbox } from '../inbox/inbox'
import { createFollowUpDigests } from '../inbox/digest-queue'
import { createLeadOwnership, ROUND_ROBIN_ACTOR, roundRobinAssignee } from '../inbox/ownership'
import { createSourcesReport } from '../inbox/sources-report'
import { createCallStore } from './calls'
import { guarded, toLead } from './records'
import { callAttempts, type DeliveryChannel, leadDeliveries, leadEvents, leads } from './schema'
import type { LeadStore } from './store'

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

/** Leads in the embedded database in memory (tests): its client is at hand for them. */
export function createPgliteLeadStore(dataDir?: undefined, options?: LeadStoreOptions): LeadStore & { client: PGlite }
/** Leads in the embedded database persisted in `dataDir` (lib/db/embedded.ts: one process at a time). */
export function createPgliteLeadStore(dataDir: string, options?: LeadStoreOptions & EmbeddedDatabaseOptions): LeadStore
export function createPgliteLeadStore(dataDir?: string, options: LeadStoreOptions & EmbeddedDatabaseOptions = {}) {
  const handle = dataDir ? openEmbedded(dataDir, options) : openEmbedded()
  return Object.assign(createLeadStore(handle, options), 'client' in handle ? { client: handle.client } : {})
}

/** Leads in PostgreSQL at DATABASE_URL (run `npm run db:migrate` first). */
export function createPostgresLeadStore(
  databaseUrl: string,
  options?: LeadStoreOptions,
): LeadStore & { sql: postgres.Sql; db: Database } {
  const handle = openPostgres(databaseUrl)
  return Object.assign(createLeadStore(handle, options), { sql: handle.sql, db: handle.db })
}

/**
 * The lead store over the site's database (lib/db), either driver. Each operation runs on the
 * database the handle gives, or fails with LeadStoreUnavailableError when there is none right now:
 * the embedded one may open later than the store is made, or close and open again. Closing the
 * store closes the database.
 */
export function createLeadStore(
  { driver, database, close }: DatabaseHandle,
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
        //
        // A new lead takes the next round-robin turn (lib/leads/inbox/ownership.ts) and goes to
        // the opted-in staff member at that turn, with an 'assigned' event; with nobody opted in
        // it stays unassigned. A repeated key takes no turn.
        const a = lead.attribution ?? {}
        const result = await db.execute(sql`
          with fresh as (
            select 1 where not exists (select 1 from ${leads} where idempotency_key = ${lead.idempotencyKey})
          ), ${roundRobinAssignee(sql`fresh`)}, inserted as (
            insert into ${leads} (name, email, company, source, phone, message, transcript, idempotency_key,
              owner_id, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, pages_viewed)
            values (${lead.name}, ${lead.email}, ${lead.company}, ${lead.source}, ${lead.phone ?? null},
              ${lead.message ?? null},
              ${lead.transcript ? JSON.stringify(lead.transcript) : null}::jsonb, ${lead.idempotencyKey},
              (select id from assignee), ${a.landingPage ?? null}, ${a.referrer ?? null}, ${a.utmSource ?? null},
              ${a.utmMedium ?? null}, ${a.utmCampaign ?? null}, ${a.utmTerm ?? null}, ${a.utmContent ?? null},
              ${a.pagesViewed ? JSON.stringify(a.pagesViewed) : null}::jsonb)
            on conflict (idempotency_key) do nothing
            returning id, owner_id
          ), deliveries as (
            insert into ${leadDeliveries} (lead_id, channel, next_attempt_at)
            select inserted.id, channel, now() + ${lead.deliverAfterMs ?? 0} * interval '1 millisecond'
            from inserted, unnest(${channelArray(channels)}::varchar[]) as channel
          ), calls as (
            -- The browser voice call behind the lead: its report finds the lead by Vapi's call id.
            insert into ${callAttempts} (lead_id, vapi_call_id, outbound, state)
            select inserted.id, ${lead.voiceCallId ?? null}::varchar, false, 'ended'
            from inserted where ${lead.voiceCallId ?? null}::varchar is not null
            on conflict (vapi_call_id) do nothing
          ), assignment as (
            insert into ${leadEvents} (lead_id, change, owner_id, owner_email, actor_id, actor_email)
            select inserted.id, 'assigned', assignee.id, assignee.email, ${ROUND_ROBIN_ACTOR.id}, ${ROUND_ROBIN_ACTOR.email}
            from inserted join assignee on assignee.id = inserted.owner_id
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
    calls: createCallStore(database, channels),
    ownership: createLeadOwnership(database),
    sourcesReport: createSourcesReport(database),
    digests: createFollowUpDigests(database),
    close,
  }
}
