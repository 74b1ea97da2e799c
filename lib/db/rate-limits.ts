import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { RateLimiterDrizzle } from 'rate-limiter-flexible'
import {
  createSharedLimiter,
  type LimitOptions,
  type RequestLimiter,
  type SharedCounterStore,
} from '../http/rate-limit'
import type { Database } from './connection'

/**
 * Request counters shared by every server instance when the limiter is backed by PostgreSQL. Row
 * level security on and no policy: on Supabase the Data API serves nothing of it (see the leads'
 * tables, lib/leads/store/schema.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
}).enableRLS()

/** The database's `rate_limits` table as the shared counter store of lib/http/rate-limit.ts. */
export const drizzleCounterStore =
  (db: Database): SharedCounterStore =>
  (options) =>
    new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits })

/**
 * Counters in PostgreSQL (the `rate_limits` table), so every server instance shares one
 * limit; falls back to in-process counters while the database is unreachable, or slower to
 * answer than `answerTimeoutMs` (a request never waits on the limiter for longer).
 */
export function createPostgresLimiter(
  db: Database,
  options: LimitOptions,
  timing?: { answerTimeoutMs?: number },
): RequestLimiter {
  return createSharedLimiter(drizzleCounterStore(db), options, timing)
}
