import { sql } from 'drizzle-orm'
import { bigserial, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'

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
  },
  (table) => [
    // Emails are compared case-insensitively.
    index('leads_email_lower_idx').on(sql`lower(${table.email})`),
    index('leads_created_at_idx').on(table.createdAt),
  ],
)

/** Request counters shared by every server instance when the limiter is backed by Postgres. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
})

export type LeadRow = typeof leads.$inferSelect
