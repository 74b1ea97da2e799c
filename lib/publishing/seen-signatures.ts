import type { RedisClientType } from '@redis/client'
import { sharedRedis } from '../cache/shared-redis'
import { log } from '../log'

/**
 * The webhook signatures a server has accepted, each remembered until its timestamp leaves the
 * window in which it would verify (lib/publishing/webhook-signature.ts), so a captured call
 * cannot be replayed within its five minutes either.
 */
export type SeenSignatures = {
  /** Records `digest` for `ttlMs`: true the first time, false for a repeat within that time. */
  firstTime(digest: string, ttlMs: number): Promise<boolean>
}

/** Far more signed calls than Sanity makes in five minutes: past it, the oldest are forgotten first. */
const MAX_REMEMBERED = 10_000

/** In this process's memory, bounded: the store of one instance, and each instance's own record beside Redis. */
export function createMemorySeenSignatures({
  maxEntries = MAX_REMEMBERED,
  now = () => Date.now(),
}: { maxEntries?: number; now?: () => number } = {}): SeenSignatures & { size(): number } {
  // Digest -> when it may be forgotten; in the order they were seen.
  const seen = new Map<string, number>()
  return {
    async firstTime(digest, ttlMs) {
      const at = now()
      const until = seen.get(digest)
      if (until !== undefined && until > at) return false
      seen.delete(digest)
      // Entries come in roughly the order they expire: drop the expired ones at the front.
      for (const [key, expires] of seen) {
        if (expires > at) break
        seen.delete(key)
      }
      while (seen.size >= maxEntries) seen.delete(seen.keys().next().value!)
      seen.set(digest, at + ttlMs)
      return true
    },
    size: () => seen.size,
  }
}

type RedisSet = Pick<RedisClientType, 'set' | 'isReady'>

/** A Redis command must not hold the webhook up: past this, the instance's own memory decides. */
const REDIS_TIMEOUT_MS = 500

/**
 * Remembered in Redis (`SET <prefix><digest> 1 NX PX <ttl>`) when the site has one (REDIS_URL,
 * the shared cache's client), so a call accepted by one instance is refused by every other; and
 * always in this process's memory too. While Redis does not answer, each instance refuses a
 * repeat of what it accepted itself (the warning says so, once per outage).
 */
export function createSeenSignatures({
  redis,
  memory = createMemorySeenSignatures(),
  keyPrefix = 'agency-site:webhook-signature:',
  warn = (message: string) => log.warn(message),
}: {
  redis?: () => RedisSet | undefined
  memory?: SeenSignatures
  keyPrefix?: string
  warn?: (message: string) => void
} = {}): SeenSignatures {
  let down = false
  return {
    async firstTime(digest, ttlMs) {
      if (!(await memory.firstTime(digest, ttlMs))) return false
      const client = redis?.()
      if (!client) return true
      let timer: NodeJS.Timeout | undefined
      try {
        if (!client.isReady) throw new Error('Redis is not connected')
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)),
            REDIS_TIMEOUT_MS,
          )
        })
        const set = client.set(`${keyPrefix}${digest}`, '1', {
          condition: 'NX',
          expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) },
        })
        const reply = await Promise.race([set, late])
        down = false
        return reply === 'OK'
      } catch (error) {
        if (!down) {
          down = true
          warn(
            `[publishing] Redis did not answer (${(error as Error).message}): webhook replays are refused by this instance's memory alone until it does`,
          )
        }
        return true
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

// One per process, whichever route bundle asks first.
const registry = globalThis as typeof globalThis & { __webhookSeenSignatures?: SeenSignatures }

/** This process's record: in the shared cache's Redis when there is one, in memory in any case. */
export function webhookSeenSignatures(): SeenSignatures {
  registry.__webhookSeenSignatures ??= createSeenSignatures({ redis: sharedRedis })
  return registry.__webhookSeenSignatures
}
