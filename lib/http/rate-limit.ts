import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { getConfig } from '../config'
import { clientAddress } from './client-address'
import type { LeadsDatabase } from '../leads/drizzle-store'
import { rateLimits } from '../leads/schema'

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts requests per client key; shared by the lead and chat endpoints. */
export interface RequestLimiter {
  consume(key: string): Promise<LimitDecision>
}

export type LimitOptions = {
  /** Distinguishes one endpoint's counters from another's. */
  keyPrefix: string
  /** Requests allowed per window. */
  points: number
  /** Window length in seconds. */
  durationSeconds: number
}

type FlexibleLimiter = Pick<RateLimiterMemory, 'consume'>

function wrap(limiter: FlexibleLimiter): RequestLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
        }
        // The counter store failed and so did its in-memory insurance: let the request through
        // rather than turn visitors away because of our own outage.
        return { allowed: true }
      }
    },
  }
}

/** In-process counters: the default, right for a single server. */
export function createMemoryLimiter(options: LimitOptions): RequestLimiter {
  return wrap(new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds }))
}

/**
 * Counters in PostgreSQL (the `rate_limits` table), so every server instance shares one
 * limit; falls back to in-process counters while the database is unreachable.
 */
export function createPostgresLimiter(db: LeadsDatabase, options: LimitOptions): RequestLimiter {
  const limiterOptions = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds }
  return wrap(
    new RateLimiterDrizzle({
      ...limiterOptions,
      storeClient: db,
      schema: rateLimits,
      insuranceLimiter: new RateLimiterMemory(limiterOptions),
    }),
  )
}

/** The client's address as the proxies we trust (TRUSTED_PROXY_HOPS) report it: the per-visitor limit key. */
export function clientKey(request: Request, trustedHops = getConfig().trustedProxyHops): string {
  return clientAddress(request.headers.get('x-forwarded-for'), trustedHops)
}
