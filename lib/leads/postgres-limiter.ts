import { RateLimiterDrizzle } from 'rate-limiter-flexible'
import {
  createSharedLimiter,
  type LimitOptions,
  type RequestLimiter,
  type SharedCounterStore,
} from '../http/rate-limit'
import type { LeadsDatabase } from './database'
import { rateLimits } from './schema'

/** The leads database's `rate_limits` table as the shared counter store of lib/http/rate-limit.ts. */
export const drizzleCounterStore =
  (db: LeadsDatabase): SharedCounterStore =>
  (options) =>
    new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits })

/**
 * Counters in PostgreSQL (the `rate_limits` table), so every server instance shares one
 * limit; falls back to in-process counters while the database is unreachable, or slower to
 * answer than `answerTimeoutMs` (a request never waits on the limiter for longer).
 */
export function createPostgresLimiter(
  db: LeadsDatabase,
  options: LimitOptions,
  timing?: { answerTimeoutMs?: number },
): RequestLimiter {
  return createSharedLimiter(drizzleCounterStore(db), options, timing)
}
