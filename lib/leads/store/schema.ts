import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core'
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
    // When a pending delivery is next due; while one is being sent, the end of its lease.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
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
    // The staff member's Supabase user id and email at the time (a person may leave; the record stays).
    actorId: uuid('actor_id').notNull(),
    actorEmail: varchar('actor_email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_events_lead_id_idx').on(table.leadId, table.id)],
).enableRLS()

export type LeadRow = typeof leads.$inferSelect
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect
export type LeadEventRow = typeof leadEvents.$inferSelect
