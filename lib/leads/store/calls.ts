import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import type { NewLead } from '../capture/validation'
import { ROUND_ROBIN_ACTOR, roundRobinAssignee } from '../inbox/ownership'
import { attributionColumns, guarded } from './records'
import {
  type CallAttemptState,
  callAttempts,
  type DeliveryChannel,
  doNotCall,
  leadDeliveries,
  leadEvents,
  leads,
} from './schema'

/** What Vapi's end-of-call report says about a call, as it is kept with the lead. */
export type CallReport = {
  transcript?: string
  summary?: string
  durationSeconds?: number
  recordingUrl?: string
}

export type CallAttempt = {
  id: string
  leadId: string
  vapiCallId: string | null
  number: string | null
  state: CallAttemptState
}

export type ReserveCall = {
  lead: NewLead
  /** E.164. */
  number: string
  consentAt: Date
  /** Calls placed per UTC day for the whole site. */
  dailyCap: number
  /** How long the lead's deliveries wait for the end-of-call report before they go without it. */
  reportWaitMs: number
}

export type Reservation =
  | { kind: 'reserved'; attempt: CallAttempt }
  /** The same submission again (its idempotency key): its call, placed once. */
  | { kind: 'replayed'; attempt: CallAttempt }
  | { kind: 'repeat' }
  | { kind: 'capped' }

export type StoredReport =
  { kind: 'stored'; leadId: string } | { kind: 'duplicate'; leadId: string } | { kind: 'unknown' }

export type DoNotCallEntry = { number: string; addedBy: string; createdAt: Date }

/** The site's calls: their lead, the limits they count toward, the reports that come back, the STOP list. */
export interface CallStore {
  /**
   * Saves the lead and its call attempt, unless the number was called in the last 24 hours or
   * the site placed `dailyCap` calls today (UTC): decided under one lock, so two instances (or two
   * clicks) cannot both place the call the limit allows once.
   */
  reserve(request: ReserveCall): Promise<Reservation>
  /** Vapi accepted the call: its id, and the state it answered with. */
  placed(attemptId: string, vapiCallId: string, state: CallAttemptState): Promise<void>
  /** Vapi refused it: the attempt counts toward no limit and the lead goes to sales now, without a call. */
  failed(attemptId: string): Promise<void>
  find(attemptId: string): Promise<CallAttempt | undefined>
  setState(attemptId: string, state: CallAttemptState): Promise<void>
  /**
   * Keeps the end-of-call report with the call's lead, once (a replay changes nothing), and makes
   * the lead's deliveries that waited for it due now.
   */
  storeReport(vapiCallId: string, report: CallReport): Promise<StoredReport>
  isDoNotCall(number: string): Promise<boolean>
  listDoNotCall(): Promise<DoNotCallEntry[]>
  addDoNotCall(number: string, addedBy: string): Promise<void>
  removeDoNotCall(number: string): Promise<boolean>
}

/** A raw statement's rows: PGlite answers `{ rows }`, postgres-js the rows themselves. */
function resultRows<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? [])
}

// One lock for the call limits (pg_advisory_xact_lock's key): any constant, held for a reservation.
const CALL_LIMIT_LOCK = 3_700_037

const attemptColumns = {
  id: callAttempts.id,
  leadId: callAttempts.leadId,
  vapiCallId: callAttempts.vapiCallId,
  number: callAttempts.number,
  state: callAttempts.state,
}

/** Counted toward the limits: every call but one Vapi refused, and never a browser call. */
const counted = sql`${callAttempts.outbound} and ${callAttempts.state} <> 'failed'`

export function createCallStore(database: () => Promise<Database>, channels: readonly DeliveryChannel[]): CallStore {
  return {
    reserve: ({ lead, number, consentAt, dailyCap, reportWaitMs }) =>
      guarded('reserve a call', async () => {
        const db = await database()
        return db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${CALL_LIMIT_LOCK})`)
          const [existing] = await tx
            .select(attemptColumns)
            .from(callAttempts)
            .innerJoin(leads, eq(leads.id, callAttempts.leadId))
            .where(eq(leads.idempotencyKey, lead.idempotencyKey))
          if (existing) return { kind: 'replayed', attempt: existing } satisfies Reservation
          const [recent] = resultRows<{ n: number }>(
            await tx.execute(sql`select count(*)::int as n from ${callAttempts}
              where ${counted} and ${callAttempts.number} = ${number} and ${callAttempts.createdAt} > now() - interval '24 hours'`),
          )
          if ((recent?.n ?? 0) > 0) return { kind: 'repeat' } satisfies Reservation
          const [today] = resultRows<{ n: number }>(
            await tx.execute(sql`select count(*)::int as n from ${callAttempts}
              where ${counted} and ${callAttempts.createdAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`),
          )
          if ((today?.n ?? 0) >= dailyCap) return { kind: 'capped' } satisfies Reservation
          const [saved] = await tx
            .insert(leads)
            .values({
              name: lead.name,
              email: lead.email,
              company: lead.company,
              source: lead.source,
              phone: lead.phone ?? null,
              message: lead.message ?? null,
              idempotencyKey: lead.idempotencyKey,
              ...attributionColumns(lead.attribution),
            })
            .returning({ id: leads.id })
          if (!saved) throw new Error('the lead was not saved')
          // Its owner, in turn among the staff who opted in, as for every new lead.
          await tx.execute(sql`with fresh as (select 1), ${roundRobinAssignee(sql`fresh`)}, owned as (
              update ${leads} set owner_id = assignee.id from assignee where ${leads.id} = ${saved.id}
              returning assignee.id, assignee.email
            )
            insert into ${leadEvents} (lead_id, change, owner_id, owner_email, actor_id, actor_email)
            select ${saved.id}, 'assigned', owned.id, owned.email, ${ROUND_ROBIN_ACTOR.id}, ${ROUND_ROBIN_ACTOR.email}
            from owned`)
          // The lead goes to sales with the call's report: its deliveries wait for it, at most reportWaitMs.
          if (channels.length > 0)
            await tx.insert(leadDeliveries).values(
              channels.map((channel) => ({
                leadId: saved.id,
                channel,
                nextAttemptAt: sql`now() + ${reportWaitMs} * interval '1 millisecond'`,
              })),
            )
          const [attempt] = await tx
            .insert(callAttempts)
            .values({ leadId: saved.id, number, consentAt, outbound: true })
            .returning(attemptColumns)
          if (!attempt) throw new Error('the call attempt was not saved')
          return { kind: 'reserved', attempt } satisfies Reservation
        })
      }),
    placed: (attemptId, vapiCallId, state) =>
      guarded('record a placed call', async () => {
        const db = await database()
        await db.update(callAttempts).set({ vapiCallId, state }).where(eq(callAttempts.id, attemptId))
      }),
    failed: (attemptId) =>
      guarded('record a failed call', async () => {
        const db = await database()
        await db.transaction(async (tx) => {
          const [attempt] = await tx
            .update(callAttempts)
            .set({ state: 'failed' })
            .where(eq(callAttempts.id, attemptId))
            .returning({ leadId: callAttempts.leadId })
          if (attempt) await dueNow(tx, attempt.leadId)
        })
      }),
    find: (attemptId) =>
      guarded('find a call', async () => {
        const db = await database()
        const [attempt] = await db.select(attemptColumns).from(callAttempts).where(eq(callAttempts.id, attemptId))
        return attempt
      }),
    setState: (attemptId, state) =>
      guarded('update a call', async () => {
        const db = await database()
        await db.update(callAttempts).set({ state }).where(eq(callAttempts.id, attemptId))
      }),
    storeReport: (vapiCallId, report) =>
      guarded('store a call report', async () => {
        const db = await database()
        return db.transaction(async (tx): Promise<StoredReport> => {
          const [attempt] = await tx
            .select({ id: callAttempts.id, leadId: callAttempts.leadId })
            .from(callAttempts)
            .where(eq(callAttempts.vapiCallId, vapiCallId))
          if (!attempt) return { kind: 'unknown' }
          const updated = await tx
            .update(leads)
            .set({
              callTranscript: report.transcript ?? null,
              callSummary: report.summary ?? null,
              callDurationSeconds: report.durationSeconds ?? null,
              callRecordingUrl: report.recordingUrl ?? null,
              callReportedAt: sql`now()`,
            })
            .where(and(eq(leads.id, attempt.leadId), sql`${leads.callReportedAt} is null`))
            .returning({ id: leads.id })
          if (updated.length === 0) return { kind: 'duplicate', leadId: attempt.leadId }
          await tx.update(callAttempts).set({ state: 'ended' }).where(eq(callAttempts.id, attempt.id))
          await dueNow(tx, attempt.leadId)
          return { kind: 'stored', leadId: attempt.leadId }
        })
      }),
    isDoNotCall: (number) =>
      guarded('read the do-not-call list', async () => {
        const db = await database()
        const [row] = await db.select({ number: doNotCall.number }).from(doNotCall).where(eq(doNotCall.number, number))
        return Boolean(row)
      }),
    listDoNotCall: () =>
      guarded('list the do-not-call list', async () => {
        const db = await database()
        return db.select().from(doNotCall).orderBy(asc(doNotCall.number))
      }),
    addDoNotCall: (number, addedBy) =>
      guarded('add to the do-not-call list', async () => {
        const db = await database()
        await db.insert(doNotCall).values({ number, addedBy }).onConflictDoNothing()
      }),
    removeDoNotCall: (number) =>
      guarded('remove from the do-not-call list', async () => {
        const db = await database()
        const removed = await db.delete(doNotCall).where(eq(doNotCall.number, number)).returning()
        return removed.length > 0
      }),
  }
}

/** The lead's deliveries that have not been tried yet (waiting for the report): due now. */
async function dueNow(tx: Pick<Database, 'update'>, leadId: string) {
  await tx
    .update(leadDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.status, 'pending'), eq(leadDeliveries.attempts, 0)))
}
