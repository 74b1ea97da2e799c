import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core'

/** One message of the conversation with Michael that led to a lead (never the system prompt). */
export type TranscriptMessage = { role: 'user' | 'assistant'; content: string }

// Every table enables row level security with no policies: only the server's own connection (the
// owner) reads them, never Supabase's public API.

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
    // The client's key for one submission: a retry after a lost response finds this row.
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Insertion order: timestamps can tie (PGlite's clock is coarse), a sequence cannot.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    // The conversation with Michael when the lead came from the chat.
    transcript: jsonb('transcript').$type<TranscriptMessage[]>(),
  },
  (table) => [
    // Emails are compared case-insensitively.
    index('leads_email_lower_idx').on(sql`lower(${table.email})`),
    index('leads_created_at_idx').on(table.createdAt),
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
    index('lead_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('lead_deliveries_status_idx').on(table.status),
  ],
).enableRLS()

/** Request counters shared by every server instance when the limiter is backed by Postgres. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
}).enableRLS()

export type LeadRow = typeof leads.$inferSelect
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect
