import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { guarded } from '../store/records'
import { leadEvents, leads, roundRobinTurn, staffProfiles } from '../store/schema'
import type { Actor } from './inbox'

/** A staff member as the inbox knows them (lib/leads/store/schema.ts, staff_profiles). */
export type StaffProfile = { id: string; email: string; displayName: string | null; roundRobin: boolean }

/** How a person is named in the inbox: their display name, else their email. */
export const staffName = (profile: Pick<StaffProfile, 'email' | 'displayName'>) => profile.displayName || profile.email

/** Who the history names for an assignment the site made itself. */
export const ROUND_ROBIN_ACTOR: Actor = { id: '00000000-0000-0000-0000-000000000000', email: 'round robin' }

export type Assignment =
  | { outcome: 'assigned'; owner: StaffProfile | null }
  | { outcome: 'not-found' }
  /** No staff member with that id (the list was out of date). */
  | { outcome: 'unknown-owner' }
  /** Someone else reassigned the lead since this person looked; nothing was written. */
  | { outcome: 'conflict'; current: string | null }

export type FollowUpChange = { outcome: 'saved' } | { outcome: 'not-found' }

export interface LeadOwnership {
  /** Records (or refreshes the email of) the signed-in staff member; their profile. */
  ensureProfile(member: Actor): Promise<StaffProfile>
  profile(id: string): Promise<StaffProfile | null>
  /** Every staff member the inbox knows, by name. */
  staff(): Promise<StaffProfile[]>
  /** A member's own settings: the name shown for them and whether new leads come to them in turn. */
  updateProfile(id: string, settings: { displayName: string | null; roundRobin: boolean }): Promise<StaffProfile | null>
  /** Gives the lead to `to` (null: nobody) if its owner is still `from`; an event in its history. */
  assign(leadId: string, change: { from: string | null; to: string | null; actor: Actor }): Promise<Assignment>
  /** Sets the day to follow up on with a note, or clears it (`on` null); an event in the history. */
  setFollowUp(leadId: string, change: { on: string | null; note?: string; actor: Actor }): Promise<FollowUpChange>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const profileColumns = {
  id: staffProfiles.id,
  email: staffProfiles.email,
  displayName: staffProfiles.displayName,
  roundRobin: staffProfiles.roundRobin,
}

/**
 * The common table expressions that pick a new lead's owner, for the store's one-statement
 * save: `assignee` holds the opted-in member whose turn it is, or nothing. `fresh` is a CTE with
 * a row only when the lead is new, so a repeated submission takes no turn.
 *
 * Fair: the turns are a sequence's numbers, so consecutive leads go to consecutive members (in
 * the order they joined the rota) and each member gets one lead in every n. Safe under
 * concurrent creation: nextval never hands the same number to two transactions, on any instance,
 * and takes no lock that a lead's save would wait for.
 */
export function roundRobinAssignee(fresh: SQL): SQL {
  return sql`turn as (
      select nextval(${sql.raw(`'${roundRobinTurn.seqName}'`)}) - 1 as n from ${fresh}
    ), rota as (
      select id, email, row_number() over (order by created_at, id) - 1 as position, count(*) over () as size
      from ${staffProfiles} where round_robin
    ), assignee as (
      select rota.id, rota.email from rota, turn where rota.position = turn.n % rota.size
    )`
}

export function createLeadOwnership(database: () => Promise<Database>): LeadOwnership {
  const profile = async (db: Database, id: string) => {
    const [row] = await db.select(profileColumns).from(staffProfiles).where(eq(staffProfiles.id, id))
    return row ?? null
  }
  return {
    ensureProfile: (member) =>
      guarded('ensureProfile', async () => {
        const db = await database()
        // Written only when new or when the email changed: a page view is one read otherwise.
        await db
          .insert(staffProfiles)
          .values({ id: member.id, email: member.email })
          .onConflictDoUpdate({
            target: staffProfiles.id,
            set: { email: member.email },
            setWhere: sql`${staffProfiles.email} is distinct from ${member.email}`,
          })
        return (await profile(db, member.id))!
      }),
    profile: (id) => guarded('profile', async () => (UUID.test(id) ? profile(await database(), id) : null)),
    staff: () =>
      guarded('staff', async () => {
        const db = await database()
        return db
          .select(profileColumns)
          .from(staffProfiles)
          .orderBy(asc(sql`lower(coalesce(${staffProfiles.displayName}, ${staffProfiles.email}))`))
      }),
    updateProfile: (id, settings) =>
      guarded('updateProfile', async () => {
        if (!UUID.test(id)) return null
        const db = await database()
        const [row] = await db
          .update(staffProfiles)
          .set(settings)
          .where(eq(staffProfiles.id, id))
          .returning(profileColumns)
        return row ?? null
      }),
    assign: (leadId, { from, to, actor }) =>
      guarded('assign', async () => {
        if (!UUID.test(leadId) || (from !== null && !UUID.test(from))) return { outcome: 'not-found' } as const
        if (to !== null && !UUID.test(to)) return { outcome: 'unknown-owner' } as const
        const db = await database()
        return db.transaction(async (tx): Promise<Assignment> => {
          const owner = to === null ? null : await profile(tx as unknown as Database, to)
          if (to !== null && !owner) return { outcome: 'unknown-owner' }
          // Only from the owner the person saw: two people reassigning one lead cannot both win.
          const [updated] = await tx
            .update(leads)
            .set({ ownerId: to })
            .where(and(eq(leads.id, leadId), sql`${leads.ownerId} is not distinct from ${from}::uuid`))
            .returning({ id: leads.id })
          if (!updated) {
            const [row] = await tx.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, leadId))
            return row ? { outcome: 'conflict', current: row.ownerId } : { outcome: 'not-found' }
          }
          if (from !== to)
            await tx.insert(leadEvents).values({
              leadId,
              change: owner ? 'assigned' : 'unassigned',
              ownerId: owner?.id ?? null,
              ownerEmail: owner?.email ?? null,
              actorId: actor.id,
              actorEmail: actor.email,
            })
          return { outcome: 'assigned', owner }
        })
      }),
    setFollowUp: (leadId, { on, note, actor }) =>
      guarded('setFollowUp', async () => {
        if (!UUID.test(leadId)) return { outcome: 'not-found' } as const
        const db = await database()
        return db.transaction(async (tx): Promise<FollowUpChange> => {
          const [updated] = await tx
            .update(leads)
            .set({ followUpOn: on, followUpNote: on ? (note ?? null) : null })
            .where(eq(leads.id, leadId))
            .returning({ id: leads.id })
          if (!updated) return { outcome: 'not-found' }
          await tx.insert(leadEvents).values({
            leadId,
            change: on ? 'follow-up' : 'follow-up-cleared',
            followUpOn: on,
            note: on ? (note ?? null) : null,
            actorId: actor.id,
            actorEmail: actor.email,
          })
          return { outcome: 'saved' }
        })
      }),
  }
}
