import type { CacheCreationContext, CacheHandlerConfig } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import createCompositeHandler from '@fortedigital/nextjs-cache-handler/composite'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import type { RedisClientType } from '@redis/client'
import { guardedRedis, type OutageEvents, COMMAND_TIMEOUT_MS } from './redis-guard'
import { createLocalTagRecord, createSharedTagRecord, judgedByTags } from './revalidated-tags'

/** Every key the site writes to Redis starts with this. */
export const KEY_PREFIX = 'agency-site:'

/**
 * How long an entry is kept, at least, whatever its lifetime: a year, as Next keeps a page it may
 * serve stale (its `expireTime`). The library's default keeps an entry one and a half lifetimes,
 * and Next stores the last page with a lifetime of 3 s when a re-render fails (the Content Lake
 * down): 4 s later the library dropped it, and the page answered 500 until the Content Lake was back.
 */
const KEEP_AT_LEAST_S = 365 * 24 * 60 * 60
const ttl = { estimateExpireAge: (staleAge: number) => Math.max(Math.floor(staleAge * 1.5), KEEP_AT_LEAST_S) }

/**
 * The instance's own memory: room for every page and data entry of the site. The library sizes
 * an entry by its JSON (a page's RSC payload counts about four times its bytes).
 */
const LOCAL_LIMITS = { maxItemsNumber: 10_000, maxItemSizeBytes: 512 * 1024 * 1024 }

export type PageCacheOptions = {
  /** Redis shared by every instance (REDIS_URL), or none: each instance has its own cache. */
  shared?: { client: RedisClientType; events: OutageEvents }
  /**
   * From when this process's own record of publishes is complete: its start when the site can be
   * published to (the webhook's secret is set), else 0 (nothing is ever revalidated).
   */
  localRecordSince: number
}

/**
 * The handlers of Next's cache for one build, for @fortedigital/nextjs-cache-handler's
 * CacheHandler (its `onCreation` hook: lib/cache/next-cache-handler.mjs):
 *
 * - without Redis, the library's local-lru (this process's memory), judged by this process's
 *   record of publishes;
 * - with Redis, first the library's redis-strings (entries under a prefix with the build id: another
 *   build's pages name other scripts), falling through to the instance's memory on a miss (the
 *   build's pages, loaded at start), judged by the record every instance shares, bounded by
 *   guardedRedis; then, when Redis fails or is slow, the instance's memory alone, judged by its own
 *   record. Every write goes to both.
 */
export function createPageCache({ shared, localRecordSince }: PageCacheOptions) {
  const byBuild = new Map<string, CacheHandlerConfig>()
  return (context: CacheCreationContext): CacheHandlerConfig => {
    const buildId = context.buildId ?? 'unknown-build'
    let config = byBuild.get(buildId)
    if (!config) {
      const memory = createLruHandler(LOCAL_LIMITS)
      const ownRecord = createLocalTagRecord({ since: localRecordSince })
      const own = judgedByTags(memory, ownRecord)
      if (!shared) config = { handlers: [own], ttl }
      else {
        const redis = createRedisHandler({
          client: shared.client,
          keyPrefix: `${KEY_PREFIX}${buildId}:`,
          timeoutMs: COMMAND_TIMEOUT_MS,
        })
        const sharedRecord = createSharedTagRecord({
          client: shared.client,
          key: `${KEY_PREFIX}revalidated-tags`,
          local: ownRecord,
        })
        // Read from Redis, then from memory; written (by this handler) to Redis only: `own` writes the memory.
        const both = createCompositeHandler({ handlers: [redis, memory], setStrategy: () => 0 })
        config = {
          handlers: [guardedRedis(judgedByTags(both, sharedRecord), { events: shared.events }), own],
          ttl,
        }
      }
      byBuild.set(buildId, config)
    }
    return config
  }
}

export type PageCache = ReturnType<typeof createPageCache>

// On globalThis: instrumentation.ts sets it up, and Next loads lib/cache/next-cache-handler.mjs
// outside the bundles, so a module-level variable would not be shared.
const registry = globalThis as typeof globalThis & { __pageCache?: PageCache }

/** Makes `pageCache` the handlers of Next's cache in this process (before its first request). */
export function installPageCache(pageCache: PageCache): void {
  registry.__pageCache = pageCache
}

export function installedPageCache(): PageCache | undefined {
  return registry.__pageCache
}
