import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import type { LeadAttribution } from '../capture/attribution'
import { attributionOf, guarded } from '../store/records'
import { callAttempts, type DeliveryChannel, leadDeliveries, leads, type LeadRow } from '../store/schema'
import type { TranscriptMessage } from '../capture/transcript'

/** A lead as a delivery channel sends it. */
export type DeliveredLead = {
  id: string
  name: string
  email: string
  company: string
  source: string
  /** E.164. */
  phone?: string
  message?: string
  createdAt: Date
  transcript?: TranscriptMessage[]
  /** The phone call behind the lead (call-me) or the browser voice call it was left at the end of. */
  call?: DeliveredCall
  /** Where the visitor came from, when anything was recorded. */
  attribution?: LeadAttribution
}

/** A call as sales reads it: when the visitor consented to it, and Vapi's end-of-call report when it came. */
export type DeliveredCall = {
  /** False for a browser voice call. */
  outbound: boolean
  consentAt?: Date
  transcript?: string
  summary?: string
  durationSeconds?: number
  recordingUrl?: string
}

export type CallRow = { leadId: string; outbound: boolean; consentAt: Date | null }

/** The call a lead carries, from its first call attempt and the report kept on the lead. */
export function deliveredCall(lead: LeadRow, attempt: CallRow | undefined): DeliveredCall | undefined {
  if (!attempt) return undefined
  return {
    outbound: attempt.outbound,
    ...(attempt.consentAt ? { consentAt: attempt.consentAt } : {}),
    ...(lead.callTranscript ? { transcript: lead.callTranscript } : {}),
    ...(lead.callSummary ? { summary: lead.callSummary } : {}),
    ...(lead.callDurationSeconds !== null ? { durationSeconds: lead.callDurationSeconds } : {}),
    ...(lead.callRecordingUrl ? { recordingUrl: lead.callRecordingUrl } : {}),
  }
}

/** A delivery this worker holds for the length of its lease. */
export type ClaimedDelivery = {
  id: string
  channel: DeliveryChannel
  /** This attempt's number, from 1. */
  attempt: number
  createdAt: Date
  lead: DeliveredLead
}

/** The outbox of lead deliveries, shared by every server instance on one database. */
export interface DeliveryQueue {
  /**
   * Claims up to `limit` due deliveries. Each is leased for `leaseMs` (its next attempt moved to
   * the end of the lease): no other worker gets it meanwhile, not even once a "Retry now" has made
   * it due, and if this one dies, the delivery is due again when the lease ends.
   */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]>
  markDelivered(id: string): Promise<void>
  /** A failed attempt: pending again at `nextAttemptAt`, or at once if a retry was asked for meanwhile. */
  reschedule(id: string, error: string, nextAttemptAt: Date): Promise<void>
  /** Given up on: failed, with the last error. */
  markFailed(id: string, error: string): Promise<void>
}

/** Errors can quote a whole server reply; the inbox needs the gist. */
const MAX_ERROR_LENGTH = 1_000

export function createDeliveryQueue(database: () => Promise<Database>): DeliveryQueue {
  return {
    claimDue: (limit, leaseMs) =>
      guarded('claimDue', async () => {
        const db = await database()
        // SKIP LOCKED: two workers claiming at once each take different rows, neither waits.
        const due = db
          .select({ id: leadDeliveries.id })
          .from(leadDeliveries)
          .where(
            and(
              eq(leadDeliveries.status, 'pending'),
              lte(leadDeliveries.nextAttemptAt, sql`now()`),
              or(isNull(leadDeliveries.claimedUntil), lte(leadDeliveries.claimedUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(leadDeliveries.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true })
        const claimed = await db
          .update(leadDeliveries)
          .set({
            attempts: sql`${leadDeliveries.attempts} + 1`,
            lastAttemptAt: sql`now()`,
            nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
            claimedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          })
          .where(inArray(leadDeliveries.id, due))
          .returning()
        if (claimed.length === 0) return []
        const rows = await db
          .select()
          .from(leads)
          .where(
            inArray(
              leads.id,
              claimed.map((delivery) => delivery.leadId),
            ),
          )
        const byId = new Map(rows.map((row) => [row.id, row]))
        const calls = await db
          .select({ leadId: callAttempts.leadId, outbound: callAttempts.outbound, consentAt: callAttempts.consentAt })
          .from(callAttempts)
          .where(
            inArray(
              callAttempts.leadId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(callAttempts.createdAt))
        const callOf = new Map<string, CallRow>()
        for (const call of calls) if (!callOf.has(call.leadId)) callOf.set(call.leadId, call)
        return claimed.flatMap((delivery) => {
          const lead = byId.get(delivery.leadId)
          // Deleted by the retention job meanwhile: nothing left to deliver.
          if (!lead) return []
          return [
            {
              id: delivery.id,
              channel: delivery.channel,
              attempt: delivery.attempts,
              createdAt: delivery.createdAt,
              lead: {
                id: lead.id,
                name: lead.name,
                email: lead.email,
                company: lead.company,
                source: lead.source,
                phone: lead.phone ?? undefined,
                message: lead.message ?? undefined,
                createdAt: lead.createdAt,
                transcript: lead.transcript ?? undefined,
                call: deliveredCall(lead, callOf.get(lead.id)),
                attribution: attributionOf(lead),
              },
            },
          ]
        })
      }),
    markDelivered: (id) =>
      guarded('markDelivered', async () => {
        const db = await database()
        await db
          .update(leadDeliveries)
          .set({ status: 'delivered', deliveredAt: sql`now()`, lastError: null, claimedUntil: null })
          .where(eq(leadDeliveries.id, id))
      }),
    reschedule: (id, error, nextAttemptAt) =>
      guarded('reschedule', async () => {
        const db = await database()
        await db
          .update(leadDeliveries)
          .set({
            lastError: error.slice(0, MAX_ERROR_LENGTH),
            // Due already while the attempt was in flight: a salesperson's "Retry now" (or the
            // lease ran out). Left due, so the retry they were told is on its way is not put off
            // by the backoff of the attempt it overlapped.
            nextAttemptAt: sql`CASE WHEN ${leadDeliveries.nextAttemptAt} <= now() THEN ${leadDeliveries.nextAttemptAt} ELSE ${nextAttemptAt.toISOString()}::timestamptz END`,
            claimedUntil: null,
          })
          .where(and(eq(leadDeliveries.id, id), eq(leadDeliveries.status, 'pending')))
      }),
    markFailed: (id, error) =>
      guarded('markFailed', async () => {
        const db = await database()
        await db
          .update(leadDeliveries)
          .set({ status: 'failed', lastError: error.slice(0, MAX_ERROR_LENGTH), claimedUntil: null })
          .where(eq(leadDeliveries.id, id))
      }),
  }
}
