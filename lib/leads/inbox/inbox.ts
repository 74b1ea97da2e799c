import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { type DeliverySummary, toDeliverySummary } from '../delivery/overview'
import { type DeliveredCall, deliveredCall } from '../delivery/queue'
import type { Database } from '../../db/connection'
import {
  type DeliveryChannel,
  callAttempts,
  leadDeliveries,
  leadEvents,
  leads,
  type LeadChange,
  type LeadEventRow,
  type LeadRow,
} from '../store/schema'
import { attributionOf, type StoredLead } from '../store/records'
import type { Day } from './follow-up'
import { trafficSourceSql } from './sources-report'
import { canMove, LEAD_STATUSES, type LeadStatus } from './workflow'

/** What the staff inbox narrows the list to; every part optional. */
export type InboxFilter = {
  q?: string
  status?: LeadStatus
  source?: string
  /** The saved view this filter came from (lib/staff/inbox-query.ts), kept for links. */
  view?: 'mine' | 'unassigned' | 'due' | 'overdue'
  /** A staff member's id: the leads they own; null: the leads nobody owns. */
  owner?: string | null
  /** Open leads to follow up on `today` ('due') or before it ('overdue'). */
  followUp?: { when: 'due' | 'overdue'; today: Day }
  /** Who sent the visitor (lib/leads/capture/attribution.ts, trafficSource). */
  traffic?: string
  /** Their utm_campaign. */
  campaign?: string
  /** Leads nobody has opened yet. */
  unopened?: true
}

/** A lead in the inbox's lists (without the conversation, which only its own page shows). */
export type InboxLead = Omit<StoredLead, 'transcript'> & {
  status: LeadStatus
  /** The staff member who owns it (staff_profiles.id), or null. */
  ownerId: string | null
  followUpOn: Day | null
  followUpNote: string | null
  /** When a staff member first opened its page, and who; absent, it is unopened. */
  firstOpened?: { at: Date; email: string }
}

/** Won and lost leads have nothing left to follow up. */
export const FINAL_STATUSES: LeadStatus[] = ['won', 'lost']

/** How many leads there are in all, not yet opened, and in each status: the inbox's navigation. */
export type InboxCounts = { total: number; unopened: number; byStatus: Record<LeadStatus, number> }

/** One lead as its page shows it: the conversation with Michael, each channel's delivery, the history. */
export type LeadRecord = {
  lead: InboxLead & Pick<StoredLead, 'transcript'>
  /** The phone call (call-me) or browser voice call behind the lead, with its report when it came. */
  call?: DeliveredCall
  deliveries: DeliverySummary[]
  events: LeadEvent[]
}

export type LeadEvent = {
  id: number
  fromStatus: LeadStatus | null
  toStatus: LeadStatus | null
  note: string | null
  /** Set on a "retry now" of this channel's delivery. */
  retriedChannel: DeliveryChannel | null
  /** An assignment or a follow-up (lib/leads/inbox/ownership.ts). */
  change: LeadChange | null
  /** Whom an 'assigned' event gave the lead to. */
  owner: { id: string; email: string } | null
  /** The day a 'follow-up' event set. */
  followUpOn: Day | null
  actor: { id: string; email: string }
  at: Date
}

export type Actor = { id: string; email: string }

export type StatusChange =
  | { outcome: 'changed'; lead: InboxLead }
  | { outcome: 'not-found' }
  /** The move is not in the workflow from the lead's current status. */
  | { outcome: 'not-allowed'; current: LeadStatus }
  /** Someone else changed the status since this person looked; nothing was written. */
  | { outcome: 'conflict'; current: LeadStatus }

/** The staff inbox's view of the lead store: search, one lead with its history, status and notes. */
export interface LeadInbox {
  /** One page of leads matching the filter, newest first, and how many match in all. */
  search(filter: InboxFilter, page: { page: number; pageSize: number }): Promise<{ leads: InboxLead[]; total: number }>
  /** Every lead matching the filter, newest first (the CSV download). */
  matching(filter: InboxFilter): Promise<InboxLead[]>
  /** The sources leads came from, for the filter. */
  sources(): Promise<string[]>
  /** The counts the navigation shows (one query). */
  counts(): Promise<InboxCounts>
  /** Records the first time a staff member opens a lead; later openings change nothing. True on that first time. */
  markOpened(id: string, actor: Actor): Promise<boolean>
  find(id: string): Promise<LeadRecord | null>
  /** Moves a lead from `from` to `to` with an optional note, recording who; atomic with its event. */
  changeStatus(
    id: string,
    change: { from: LeadStatus; to: LeadStatus; note?: string; actor: Actor },
  ): Promise<StatusChange>
  addNote(id: string, note: string, actor: Actor): Promise<boolean>
  /**
   * A salesperson's "retry now": the lead's delivery (failed, or waiting for its next attempt)
   * is due at once, recorded in the lead's history. Its channel, or null when there was no such
   * delivery: one already made, or of another lead, is left alone.
   */
  retryDelivery(leadId: string, deliveryId: string, actor: Actor): Promise<DeliveryChannel | null>
}

/** Every column but the conversation (up to 16 KB a lead): what the lists and the CSV read. */
const { transcript: _transcript, ...listColumns } = getTableColumns(leads)

const toInboxLead = (row: Omit<LeadRow, 'transcript'>): InboxLead => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  source: row.source,
  phone: row.phone ?? undefined,
  message: row.message ?? undefined,
  idempotencyKey: row.idempotencyKey,
  createdAt: row.createdAt,
  status: row.status,
  ownerId: row.ownerId,
  followUpOn: row.followUpOn,
  followUpNote: row.followUpNote,
  ...(attributionOf(row) ? { attribution: attributionOf(row) } : {}),
  ...(row.openedAt ? { firstOpened: { at: row.openedAt, email: row.openedByEmail ?? '' } } : {}),
})

const toEvent = (row: LeadEventRow): LeadEvent => ({
  id: row.id,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  note: row.note,
  retriedChannel: row.retriedChannel,
  change: row.change,
  owner: row.ownerId && row.ownerEmail ? { id: row.ownerId, email: row.ownerEmail } : null,
  followUpOn: row.followUpOn,
  actor: { id: row.actorId, email: row.actorEmail },
  at: row.createdAt,
})

/** `%`, `_` and `\` typed into the search box are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function where(filter: InboxFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.q) {
    const pattern = likePattern(filter.q)
    conditions.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern))!)
  }
  if (filter.status) conditions.push(eq(leads.status, filter.status))
  if (filter.source) conditions.push(eq(leads.source, filter.source))
  if (filter.owner !== undefined)
    conditions.push(filter.owner === null ? isNull(leads.ownerId) : eq(leads.ownerId, filter.owner))
  if (filter.followUp) {
    const { when, today } = filter.followUp
    conditions.push(
      when === 'due' ? eq(leads.followUpOn, today) : lt(leads.followUpOn, today),
      notInArray(leads.status, FINAL_STATUSES),
    )
  }
  if (filter.traffic) conditions.push(eq(trafficSourceSql, filter.traffic))
  if (filter.campaign) conditions.push(eq(leads.utmCampaign, filter.campaign))
  if (filter.unopened) conditions.push(isNull(leads.openedAt))
  return conditions.length ? and(...conditions) : undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The inbox over a Drizzle database; `guarded` bounds and reports each operation like the rest of the store. */
export function createLeadInbox(
  database: () => Promise<Database>,
  guarded: <T>(operation: string, run: () => Promise<T>) => Promise<T>,
): LeadInbox {
  return {
    search: (filter, { page, pageSize }) =>
      guarded('search', async () => {
        const db = await database()
        const condition = where(filter)
        const [rows, [total]] = await Promise.all([
          db
            .select(listColumns)
            .from(leads)
            .where(condition)
            .orderBy(desc(leads.seq))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ value: count() }).from(leads).where(condition),
        ])
        return { leads: rows.map(toInboxLead), total: total?.value ?? 0 }
      }),
    matching: (filter) =>
      guarded('matching', async () => {
        const db = await database()
        return (await db.select(listColumns).from(leads).where(where(filter)).orderBy(desc(leads.seq))).map(toInboxLead)
      }),
    sources: () =>
      guarded('sources', async () => {
        const db = await database()
        const rows = await db.selectDistinct({ source: leads.source }).from(leads).orderBy(leads.source)
        return rows.map((row) => row.source)
      }),
    counts: () =>
      guarded('counts', async () => {
        const db = await database()
        const rows = await db
          .select({
            status: leads.status,
            total: count(),
            unopened: sql<number>`count(*) filter (where ${leads.openedAt} is null)`.mapWith(Number),
          })
          .from(leads)
          .groupBy(leads.status)
        const byStatus = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>
        let total = 0
        let unopened = 0
        for (const row of rows) {
          // A status the workflow no longer has is counted in the total, not shown on its own.
          if (row.status in byStatus) byStatus[row.status] = row.total
          total += row.total
          unopened += row.unopened
        }
        return { total, unopened, byStatus }
      }),
    markOpened: (id, actor) =>
      guarded('markOpened', async () => {
        if (!UUID.test(id)) return false
        const db = await database()
        // Only the first opening is kept: two people opening a new lead at once, one of them is recorded.
        const opened = await db
          .update(leads)
          .set({ openedAt: sql`now()`, openedById: actor.id, openedByEmail: actor.email })
          .where(and(eq(leads.id, id), isNull(leads.openedAt)))
          .returning({ id: leads.id })
        return opened.length > 0
      }),
    find: (id) =>
      guarded('find', async () => {
        if (!UUID.test(id)) return null
        const db = await database()
        const [row] = await db.select().from(leads).where(eq(leads.id, id))
        if (!row) return null
        const [deliveries, events, [attempt]] = await Promise.all([
          db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)).orderBy(asc(leadDeliveries.channel)),
          db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(desc(leadEvents.id)),
          db
            .select({ leadId: callAttempts.leadId, outbound: callAttempts.outbound, consentAt: callAttempts.consentAt })
            .from(callAttempts)
            .where(eq(callAttempts.leadId, id))
            .orderBy(asc(callAttempts.createdAt))
            .limit(1),
        ])
        const call = deliveredCall(row, attempt)
        return {
          lead: { ...toInboxLead(row), ...(row.transcript ? { transcript: row.transcript } : {}) },
          ...(call ? { call } : {}),
          deliveries: deliveries.map(toDeliverySummary),
          events: events.map(toEvent),
        }
      }),
    changeStatus: (id, { from, to, note, actor }) =>
      guarded('changeStatus', async () => {
        if (!UUID.test(id)) return { outcome: 'not-found' } as const
        const db = await database()
        return db.transaction(async (tx): Promise<StatusChange> => {
          if (!canMove(from, to)) {
            const [row] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id))
            return row ? { outcome: 'not-allowed', current: row.status } : { outcome: 'not-found' }
          }
          // Only from the status the person saw: two people moving one lead at once cannot both win.
          const [updated] = await tx
            .update(leads)
            .set({ status: to })
            .where(and(eq(leads.id, id), eq(leads.status, from)))
            .returning()
          if (!updated) {
            const [row] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id))
            return row ? { outcome: 'conflict', current: row.status } : { outcome: 'not-found' }
          }
          await tx.insert(leadEvents).values({
            leadId: id,
            fromStatus: from,
            toStatus: to,
            note: note ?? null,
            actorId: actor.id,
            actorEmail: actor.email,
          })
          return { outcome: 'changed', lead: toInboxLead(updated) }
        })
      }),
    addNote: (id, note, actor) =>
      guarded('addNote', async () => {
        if (!UUID.test(id)) return false
        const db = await database()
        const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id))
        if (!row) return false
        await db.insert(leadEvents).values({ leadId: id, note, actorId: actor.id, actorEmail: actor.email })
        return true
      }),
    retryDelivery: (leadId, deliveryId, actor) =>
      guarded('retryDelivery', async () => {
        if (!UUID.test(leadId) || !UUID.test(deliveryId)) return null
        const db = await database()
        return db.transaction(async (tx) => {
          const [due] = await tx
            .update(leadDeliveries)
            .set({ status: 'pending', nextAttemptAt: sql`now()` })
            .where(
              and(
                eq(leadDeliveries.id, deliveryId),
                eq(leadDeliveries.leadId, leadId),
                inArray(leadDeliveries.status, ['pending', 'failed']),
              ),
            )
            .returning({ channel: leadDeliveries.channel })
          if (!due) return null
          await tx
            .insert(leadEvents)
            .values({ leadId, retriedChannel: due.channel, actorId: actor.id, actorEmail: actor.email })
          return due.channel
        })
      }),
  }
}
