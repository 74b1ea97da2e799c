import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { guarded } from '../store/records'
import { followUpDigests, leads, staffProfiles } from '../store/schema'
import type { Day } from './follow-up'
import type { LeadStatus } from './workflow'

/** A lead as the digest lists it. */
export type DigestLead = {
  id: string
  name: string
  company: string
  status: LeadStatus
  followUpOn: Day
  followUpNote: string | null
}

/** An owner's digest for a day, held by this process for the length of its lease. */
export type ClaimedDigest = {
  ownerId: string
  day: Day
  /** This attempt's number, from 1. */
  attempt: number
  createdAt: Date
  owner: { email: string; displayName: string | null }
}

/**
 * The outbox of the daily follow-up digests (the follow_up_digests table): one row per owner
 * and day, made at most once whatever number of processes try (its primary key), then claimed,
 * sent and recorded like a lead's delivery.
 */
export interface FollowUpDigests {
  /** The day's digest for every owner with open leads due that day or before; how many were new. */
  enqueue(day: Day): Promise<number>
  /** Claims up to `limit` due digests, each leased for `leaseMs` (see DeliveryQueue.claimDue). */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedDigest[]>
  /** The owner's open leads to follow up on `day` (due) and before it (overdue), oldest first. */
  leadsFor(ownerId: string, day: Day): Promise<{ due: DigestLead[]; overdue: DigestLead[] }>
  markDelivered(ownerId: string, day: Day, leadCount: number): Promise<void>
  reschedule(ownerId: string, day: Day, error: string, nextAttemptAt: Date): Promise<void>
  markFailed(ownerId: string, day: Day, error: string): Promise<void>
}

const FINAL: LeadStatus[] = ['won', 'lost']

/** A raw statement's rows: PGlite answers `{ rows }`, postgres-js the rows themselves. */
function resultRows<Row = unknown>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? [])
}
const MAX_ERROR_LENGTH = 1_000

export function createFollowUpDigests(database: () => Promise<Database>): FollowUpDigests {
  const digest = (ownerId: string, day: Day) => and(eq(followUpDigests.ownerId, ownerId), eq(followUpDigests.day, day))
  return {
    enqueue: (day) =>
      guarded('enqueue digests', async () => {
        const db = await database()
        // The primary key (owner, day) makes each at most once, however many processes run this.
        const created = await db.execute(sql`
          insert into ${followUpDigests} (owner_id, day)
          select distinct ${leads.ownerId}, ${day}::date from ${leads}
          join ${staffProfiles} on ${staffProfiles.id} = ${leads.ownerId}
          where ${leads.followUpOn} <= ${day}::date and ${notInArray(leads.status, FINAL)}
          on conflict do nothing
          returning owner_id`)
        return resultRows(created).length
      }),
    claimDue: (limit, leaseMs) =>
      guarded('claim digests', async () => {
        const db = await database()
        const claimed = await db.execute(sql`
          update ${followUpDigests} set attempts = attempts + 1,
            next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
          where (owner_id, day) in (
            select owner_id, day from ${followUpDigests}
            where status = 'pending' and next_attempt_at <= now()
            order by next_attempt_at limit ${limit}
            for update skip locked)
          returning owner_id, to_char(day, 'YYYY-MM-DD') as day, attempts, created_at`)
        const rows = resultRows<{ owner_id: string; day: string; attempts: number; created_at: Date | string }>(claimed)
        if (rows.length === 0) return []
        const owners = await db
          .select({ id: staffProfiles.id, email: staffProfiles.email, displayName: staffProfiles.displayName })
          .from(staffProfiles)
          .where(
            inArray(
              staffProfiles.id,
              rows.map((row) => row.owner_id),
            ),
          )
        const byId = new Map(owners.map((owner) => [owner.id, owner]))
        return rows.flatMap((row) => {
          const owner = byId.get(row.owner_id)
          return owner
            ? [
                {
                  ownerId: row.owner_id,
                  day: row.day,
                  attempt: Number(row.attempts),
                  createdAt: new Date(row.created_at),
                  owner: { email: owner.email, displayName: owner.displayName },
                },
              ]
            : []
        })
      }),
    leadsFor: (ownerId, day) =>
      guarded('digest leads', async () => {
        const db = await database()
        const rows = await db
          .select({
            id: leads.id,
            name: leads.name,
            company: leads.company,
            status: leads.status,
            followUpOn: leads.followUpOn,
            followUpNote: leads.followUpNote,
          })
          .from(leads)
          .where(and(eq(leads.ownerId, ownerId), lte(leads.followUpOn, day), notInArray(leads.status, FINAL)))
          .orderBy(asc(leads.followUpOn), asc(leads.seq))
        const listed = rows.map((row) => ({ ...row, followUpOn: row.followUpOn! }))
        return {
          due: listed.filter((lead) => lead.followUpOn === day),
          overdue: listed.filter((lead) => lead.followUpOn < day),
        }
      }),
    markDelivered: (ownerId, day, leadCount) =>
      guarded('digest delivered', async () => {
        const db = await database()
        await db
          .update(followUpDigests)
          .set({ status: 'delivered', deliveredAt: sql`now()`, lastError: null, leadCount })
          .where(digest(ownerId, day))
      }),
    reschedule: (ownerId, day, error, nextAttemptAt) =>
      guarded('digest reschedule', async () => {
        const db = await database()
        await db
          .update(followUpDigests)
          .set({ lastError: error.slice(0, MAX_ERROR_LENGTH), nextAttemptAt })
          .where(and(digest(ownerId, day), eq(followUpDigests.status, 'pending')))
      }),
    markFailed: (ownerId, day, error) =>
      guarded('digest failed', async () => {
        const db = await database()
        await db
          .update(followUpDigests)
          .set({ status: 'failed', lastError: error.slice(0, MAX_ERROR_LENGTH) })
          .where(digest(ownerId, day))
      }),
  }
}
