import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { getConfig } from '../config'
import { clientAddressOf } from './client-address'

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

export type FlexibleLimiter = Pick<RateLimiterMemory, 'consume'>

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
  return wrap(
    new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds }),
  )
}

/** What a shared counter store is given: the limit, and the in-process limiter to fall back on. */
export type SharedCounterOptions = {
  keyPrefix: string
  points: number
  duration: number
  insuranceLimiter: RateLimiterMemory
}

/**
 * Builds the limiter over a store every server instance shares (the leads database supplies one:
 * lib/db/rate-limits.ts), so this module knows no database.
 */
export type SharedCounterStore = (options: SharedCounterOptions) => FlexibleLimiter

/**
 * Counters in a shared store, so every server instance shares one limit; falls back to
 * in-process counters while the store is unreachable, or slower to answer than `answerTimeoutMs`
 * (a request never waits on the limiter for longer).
 */
export function createSharedLimiter(
  store: SharedCounterStore,
  options: LimitOptions,
  { answerTimeoutMs = 1_000 }: { answerTimeoutMs?: number } = {},
): RequestLimiter {
  const limiterOptions = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds }
  const insurance = new RateLimiterMemory(limiterOptions)
  const shared = store({ ...limiterOptions, insuranceLimiter: insurance })
  return wrap({
    consume: (key: string) => {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), answerTimeoutMs)
      })
      const decision = shared.consume(key)
      decision.catch(() => undefined)
      return Promise.race([decision, late])
        .then((result) => (result === 'late' ? insurance.consume(key) : result))
        .finally(() => clearTimeout(timer))
    },
  })
}

/**
 * The per-visitor limit key: the client's address by peer trust (TRUSTED_PROXIES), as the server
 * seam resolved it from the connection (lib/http/client-address.ts), or the platform's on Vercel.
 */
export function clientKey(headers: Headers, platform = getConfig().platform): string {
  return clientAddressOf(headers, platform)
}
