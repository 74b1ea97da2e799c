import createRedisEntries from '@fortedigital/nextjs-cache-handler/redis-strings'
import type { RedisClientType } from '@redis/client'
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import { z } from 'zod'

/** Next's cache handler methods, as the file-system cache of this instance implements them. */
export type LocalCache = Pick<CacheHandler, 'get' | 'set' | 'revalidateTag'>
type GetContext = Parameters<CacheHandler['get']>[1]
type SetContext = Parameters<CacheHandler['set']>[2]
type CacheValue = Parameters<CacheHandler['set']>[1]

/** When each tag was last marked stale or expired (ms), as Next's own tag manifest keeps it per process. */
export type TagManifestEntry = { stale?: number; expired?: number }
export type TagManifest = Map<string, TagManifestEntry>

export type SharedCacheEvents = {
  /** Redis stopped answering: the instance serves from its own cache until it answers again (called once per outage). */
  unavailable: (error: unknown) => void
  available: () => void
}

/** A cache read must not hold a page up: past this, the instance's own cache answers. */
const COMMAND_TIMEOUT_MS = 500
/** After a failure, Redis is left alone this long before it is tried again. */
const RETRY_AFTER_MS = 5_000
/** An entry nobody rewrites leaves Redis after this (a prerendered page then comes from the build again). */
const MAX_ENTRY_TTL_S = 30 * 24 * 60 * 60

const tagEntry = z.object({ stale: z.number().optional(), expired: z.number().optional() })

function parseTagEntry(raw: string | null | undefined): TagManifestEntry | undefined {
  if (!raw) return undefined
  try {
    const parsed = tagEntry.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Next's rule for a revalidated tag (FileSystemCache.revalidateTag): with a profile, stale now and expired after it. */
export function revalidatedTag(
  existing: TagManifestEntry | undefined,
  durations: { expire?: number } | undefined,
  now: number,
): TagManifestEntry {
  if (!durations) return { ...existing, expired: now }
  return {
    ...existing,
    stale: now,
    ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
  }
}

const headerTags = (value: CacheValue): string[] => {
  const header = value && 'headers' in value ? value.headers?.['x-next-cache-tags'] : undefined
  return typeof header === 'string' ? header.split(',') : []
}

/** The tags Next checks an entry against: a page's from its headers, a fetch's from the request. */
function tagsOf(value: CacheValue, context: GetContext | SetContext): string[] {
  const { tags = [], softTags = [] } = context as { tags?: string[]; softTags?: string[] }
  return [...new Set([...headerTags(value), ...tags, ...softTags])]
}

/**
 * Next's cache (ISR pages and tagged fetches) in Redis, shared by every instance of one build, in
 * front of each instance's own file-system cache.
 *
 * - Entries: read from Redis first, then from the instance's cache (the prerendered pages of the
 *   build, or what it rendered itself); written to both. Stored by the redis-strings handler of
 *   @fortedigital/nextjs-cache-handler under a prefix with the build id (another build's pages
 *   name other scripts).
 * - Tags: `revalidateTag(tag, 'max')` must mark the tag stale on every instance, not delete the
 *   pages: the next visit is served the last good page while it re-renders (and keeps it if the
 *   Content Lake is down). The library deletes tagged entries instead, so tags are kept here, in a
 *   Redis hash shared by every build, and copied into Next's own tag manifest before Next judges
 *   an entry: Next then decides stale or expired exactly as it does with one instance.
 * - Redis unreachable or slow: every operation falls back to the instance's own cache, at most
 *   COMMAND_TIMEOUT_MS late, and Redis is retried after RETRY_AFTER_MS. Nothing throws.
 */
export function createSharedCache({
  client,
  buildId,
  keyPrefix = 'agency-site:',
  events,
}: {
  client: RedisClientType
  buildId: string
  keyPrefix?: string
  events: SharedCacheEvents
}) {
  const entries = createRedisEntries({ client, keyPrefix: `${keyPrefix}${buildId}:`, timeoutMs: COMMAND_TIMEOUT_MS })
  const tagsKey = `${keyPrefix}tags`
  let retryAt = 0
  let down = false

  async function attempt<T>(operation: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    if (Date.now() < retryAt) return { ok: false }
    let timer: NodeJS.Timeout | undefined
    try {
      if (!client.isReady) throw new Error('Redis is not connected')
      // The client cannot take back a command it has sent: stop waiting for it instead.
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)),
          COMMAND_TIMEOUT_MS,
        )
      })
      const value = await Promise.race([operation(), late])
      if (down) {
        down = false
        events.available()
      }
      return { ok: true, value }
    } catch (error) {
      retryAt = Date.now() + RETRY_AFTER_MS
      if (!down) {
        down = true
        events.unavailable(error)
      }
      return { ok: false }
    } finally {
      clearTimeout(timer)
    }
  }

  /** Brings this process's tag manifest up to date with the shared one for these tags. */
  async function syncTags(tags: string[], manifest: TagManifest): Promise<void> {
    if (tags.length === 0) return
    const stored = await attempt(() => client.hmGet(tagsKey, tags))
    if (!stored.ok) return
    stored.value.forEach((raw, index) => {
      const shared = parseTagEntry(raw)
      if (!shared) return
      const tag = tags[index]!
      const own = manifest.get(tag)
      // Stale only moves forward; the shared expiry is the last one any instance set.
      const stale = Math.max(own?.stale ?? 0, shared.stale ?? 0) || undefined
      manifest.set(tag, { ...own, ...shared, ...(stale ? { stale } : {}) })
    })
  }

  return {
    async get(
      key: string,
      context: GetContext,
      local: LocalCache,
      manifest: TagManifest,
    ): Promise<CacheHandlerValue | null> {
      const remote = await attempt(() =>
        entries.get(key, { implicitTags: (context as { softTags?: string[] }).softTags ?? [] }),
      )
      const found: CacheHandlerValue | null =
        remote.ok && remote.value
          ? {
              lastModified: remote.value.lastModified,
              value: remote.value.value,
              cacheControl: remote.value.cacheControl,
            }
          : await local.get(key, context)
      if (found && remote.ok) await syncTags(tagsOf(found.value, context), manifest)
      return found
    },

    async set(key: string, value: CacheValue, context: SetContext, local: LocalCache): Promise<void> {
      const lastModified = Date.now()
      const cacheControl = (context as { cacheControl?: CacheHandlerValue['cacheControl'] }).cacheControl
      const expire =
        typeof cacheControl?.expire === 'number' ? Math.min(cacheControl.expire, MAX_ENTRY_TTL_S) : MAX_ENTRY_TTL_S
      const lastModifiedAt = Math.floor(lastModified / 1000)
      const revalidate = cacheControl?.revalidate ?? false
      const lifespan = {
        lastModifiedAt,
        staleAt: lastModifiedAt + (revalidate || expire),
        expireAt: lastModifiedAt + expire,
        staleAge: revalidate || expire,
        expireAge: expire,
        revalidate,
      }
      const [own] = await Promise.allSettled([
        local.set(key, value, context),
        attempt(() => entries.set(key, { lastModified, lifespan, tags: tagsOf(value, context), value, cacheControl })),
      ])
      if (own.status === 'rejected') throw own.reason
    },

    async revalidateTag(
      tags: string | string[],
      durations: { expire?: number } | undefined,
      local: LocalCache,
    ): Promise<void> {
      const list = typeof tags === 'string' ? [tags] : tags
      await local.revalidateTag(list, durations)
      if (list.length === 0) return
      await attempt(async () => {
        const now = Date.now()
        const current = await client.hmGet(tagsKey, list)
        const updates = list.map((tag, index) => [
          tag,
          JSON.stringify(revalidatedTag(parseTagEntry(current[index]), durations, now)),
        ])
        await client.hSet(tagsKey, Object.fromEntries(updates))
      })
    },
  }
}

export type SharedCache = ReturnType<typeof createSharedCache>
