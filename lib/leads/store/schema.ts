import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { LeadStatus } from '../inbox/workflow'

/**
 * One message of the conversation with Michael that led to a lead (never the system prompt).
 * `assistant`: a line the server signed as Michael's. A line the visitor's browser sent as his
 * without a valid signature is the visitor's, `sentAsMichael: true` (lib/leads/capture/transcript.ts).
 */
export type TranscriptMessage = { role: 'user' | 'assistant'; content: string; sentAsMichael?: true }

/*
 * Row level security is on for every table, with no policies: on Supabase the public schema is
 * served by the Data API to anyone holding the site's public key, and RLS without a policy
 * denies those roles everything. The server's own connection (the table owner) is unaffected.
 */

/** A person who left their details: the sales team's source of truth. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    company: varchar('company', { length: 160 }).notNull(),
    source: varchar('source', { length: 40 }).notNull(),
    message: text('message'),
    // E.164 (+12125550147): at most 15 digits after the plus.
    phone: varchar('phone', { length: 16 }),
    // The client's key for one submission: a retry after a lost response finds this row.
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Insertion order: timestamps can tie (PGlite's clock is coarse), a sequence cannot.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    // The conversation with Michael when the lead came from the chat.
    transcript: jsonb('transcript').$type<TranscriptMessage[]>(),
    // Where sales stands with this lead (lib/leads/inbox/workflow.ts); every change is a lead_events row.
    status: varchar('status', { length: 20 }).$type<LeadStatus>().notNull().default('new'),
    // The end-of-call report of the phone call (or browser voice call) behind the lead, from
    // Vapi's webhook: what was said, Vapi's summary, how long it lasted, the recording if any.
    callTranscript: text('call_transcript'),
    callSummary: text('call_summary'),
    callDurationSeconds: integer('call_duration_seconds'),
    callRecordingUrl: text('call_recording_url'),
    callReportedAt: timestamp('call_reported_at', { withTimezone: true }),
    // The staff member (staff_profiles.id, their Supabase user id) who owns the lead; null: unassigned.
    ownerId: uuid('owner_id'),
    // The day to follow up on (a calendar day in the site's TIME_ZONE), and what to do then.
    followUpOn: date('follow_up_on', { mode: 'string' }),
    followUpNote: text('follow_up_note'),
    // Where the visitor came from (lib/leads/capture/attribution.ts): paths on this site, the
    // referrer's origin and path, the UTM parameters, each bounded there.
    landingPage: varchar('landing_page', { length: 300 }),
    referrer: varchar('referrer', { length: 300 }),
    utmSource: varchar('utm_source', { length: 100 }),
    utmMedium: varchar('utm_medium', { length: 100 }),
    utmCampaign: varchar('utm_campaign', { length: 100 }),
    utmTerm: varchar('utm_term', { length: 100 }),
    utmContent: varchar('utm_content', { length: 100 }),
    pagesViewed: jsonb('pages_viewed').$type<string[]>(),
    // The first time a staff member opened the lead's page (null: nobody has, the inbox marks it unopened).
    openedAt: timestamp('opened_at', { withTimezone: true }),
    openedById: uuid('opened_by_id'),
    openedByEmail: varchar('opened_by_email', { length: 254 }),
  },
  (table) => [
    // Emails are compared case-insensitively.
    index('leads_email_lower_idx').on(sql`lower(${table.email})`),
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_status_idx').on(table.status),
    index('leads_owner_idx').on(table.ownerId),
    index('leads_follow_up_idx').on(table.followUpOn),
    // The unopened leads, counted on every staff page: a small partial index.
    index('leads_unopened_idx')
      .on(table.seq)
      .where(sql`${table.openedAt} is null`),
  ],
).enableRLS()

export type DeliveryChannel = 'email' | 'webhook'
export type DeliveryStatus = 'pending' | 'delivered' | 'failed'

/**
 * The outbox: one row per lead and delivery channel, written in the lead's own transaction.
 * A worker claims due rows (FOR UPDATE SKIP LOCKED, then a lease on next_attempt_at), sends
 * them and records the outcome; the staff inbox shows the status.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 20 }).$type<DeliveryChannel>().notNull(),
    status: varchar('status', { length: 20 }).$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // When a pending delivery is next due; while one is being sent, the end of its lease (or now,
    // once a salesperson's "Retry now" asks for another attempt after this one).
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // While a worker sends it, the end of its lease: no worker claims it again before then, even
    // when a retry has made it due. Null when no attempt is out.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lead_deliveries_lead_channel_unique').on(table.leadId, table.channel),
    index('lead_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('lead_deliveries_status_idx').on(table.status),
  ],
).enableRLS()

/** The history of a lead in the staff inbox: each status change and note, who made it and when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20 }).$type<LeadStatus>(),
    toStatus: varchar('to_status', { length: 20 }).$type<LeadStatus>(),
    note: text('note'),
    // A salesperson's "retry now" of this lead's delivery on that channel (no status change, no note).
    retriedChannel: varchar('retried_channel', { length: 20 }).$type<DeliveryChannel>(),
    // An assignment: 'assigned' (to owner_id, owner_email) or 'unassigned'; a follow-up: 'follow-up'
    // (follow_up_on, the note in note) or 'follow-up-cleared'.
    change: varchar('change', { length: 20 }).$type<LeadChange>(),
    ownerId: uuid('owner_id'),
    ownerEmail: varchar('owner_email', { length: 254 }),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    // The staff member's Supabase user id and email at the time (a person may leave; the record stays).
    actorId: uuid('actor_id').notNull(),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_events_lead_id_idx').on(table.leadId, table.id)],
).enableRLS()

/** Where an outbound call stands: ours until Vapi has it, then Vapi's states (lib/voice/call-me/vapi-calls.ts). */
export type CallAttemptState =
  'placing' | 'failed' | 'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended'

/**
 * A call a visitor asked for ("Have the AI receptionist call me"), or the browser voice call a
 * lead was left at the end of: its lead, Vapi's call id (the end-of-call report finds the lead
 * by it), the number in E.164 and when the visitor consented. Its rows are also the counters of
 * the call limits (one per number a day, the site's daily cap), shared by every instance.
 */
export const callAttempts = pgTable(
  'call_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    // Null until Vapi has accepted the call (or for ever when it refused).
    vapiCallId: varchar('vapi_call_id', { length: 100 }).unique(),
    // False for a browser voice call: no number was dialled, no limit counts it.
    outbound: boolean('outbound').notNull().default(true),
    number: varchar('number', { length: 16 }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    state: varchar('state', { length: 20 }).$type<CallAttemptState>().notNull().default('placing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('call_attempts_number_idx').on(table.number, table.createdAt),
    index('call_attempts_created_at_idx').on(table.createdAt),
    index('call_attempts_lead_id_idx').on(table.leadId),
  ],
).enableRLS()

/** Numbers that asked never to be called again (STOP), managed by staff: the call-me form never dials them. */
export const doNotCall = pgTable('do_not_call', {
  // E.164.
  number: varchar('number', { length: 16 }).primaryKey(),
  addedBy: varchar('added_by', { length: 254 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS()

export type LeadChange = 'assigned' | 'unassigned' | 'follow-up' | 'follow-up-cleared'

/**
 * The staff members the inbox knows: each signed-in member gets a row the first time they open
 * it (Supabase keeps the accounts; the site cannot list them with its public key). Holds what
 * the inbox needs of them: a name to show, and whether new leads come to them in turn.
 */
export const staffProfiles = pgTable('staff_profiles', {
  // Their Supabase user id.
  id: uuid('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  displayName: varchar('display_name', { length: 80 }),
  // Opted in to receive new leads round-robin.
  roundRobin: boolean('round_robin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS()

/**
 * Whose turn it is: each new lead takes the next number, and goes to the opted-in member at
 * that number modulo how many there are (lib/leads/inbox/ownership.ts). A sequence hands out
 * each number once however many leads arrive at the same moment, on every instance.
 */
export const roundRobinTurn = pgSequence('round_robin_turn')

/**
 * The daily follow-up digest, one row per owner and day: the row is the claim that makes it
 * once (its primary key), and an outbox entry like lead_deliveries (status, attempts, a lease
 * on next_attempt_at) until the email went out.
 */
export const followUpDigests = pgTable(
  'follow_up_digests',
  {
    ownerId: uuid('owner_id').notNull(),
    // The owner's day in the site's TIME_ZONE.
    day: date('day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    leadCount: integer('lead_count'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.day] })],
).enableRLS()

export type LeadRow = typeof leads.$inferSelect
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect
export type LeadEventRow = typeof leadEvents.$inferSelect
