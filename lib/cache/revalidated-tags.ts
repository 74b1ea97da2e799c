import type { CacheHandlerValue, Handler, HandlerGetMeta } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import type { RedisClientType } from '@redis/client'

/**
 * The one rule of the page cache that @fortedigital/nextjs-cache-handler cannot give: a publish
 * (`revalidateTag(tag, 'max')`) marks pages stale instead of deleting them. Its handlers delete
 * every entry that carries the tag, so the next visit to the page waited for a render, and with
 * the Content Lake down got an error instead of the last good page (the content source keeps a
 * last good copy only of the queries its own process read). So tags are recorded here, with the
 * time of each publish, and every entry the handlers return is judged against that record:
 *
 * - a page (or route) older than a publish of one of its tags is returned with a lifetime of one
 *   second (`cacheControl`, which Next's cache handler interface lets a handler return), made at
 *   least a second ago: by Next's own rule it is stale, so Next serves it and re-renders it in the
 *   background, as it does a stale page of its own;
 * - data (a tagged fetch) older than such a publish is a miss: the re-render reads it again.
 *
 * A record only vouches for the time since it began (`since`): an entry older than that (a page
 * of the build, loaded at start) is served once and re-checked, since a publish before the
 * record began may have changed it.
 */
export type TagRecord = {
  /** When the record began, and the last time any of `tags` was revalidated (0: not since it began). */
  read(tags: readonly string[]): Promise<{ since: number; revalidatedAt: number }>
  /** Records a publish of `tag` now. */
  revalidate(tag: string): Promise<void>
  /** Begins the record now if it has not begun (before the handlers serve or store anything). */
  begin?(): Promise<void>
}

/** What Next is told about a stale page: a lifetime of one second (the least it takes), served while it re-renders. */
export const STALE_PAGE = { revalidate: 1, expire: undefined } as const

/**
 * This process's record, begun at `since` (0 when the site cannot be published to: nothing
 * revalidates, so every entry is as fresh as it was made). `learn` copies in what the shared
 * record says, so the process still knows those publishes while Redis does not answer.
 */
export function createLocalTagRecord({ since, now = Date.now }: { since: number; now?: () => number }) {
  const times = new Map<string, number>()
  const learn = (tag: string, at: number) => {
    if (at > (times.get(tag) ?? 0)) times.set(tag, at)
  }
  return {
    async read(tags: readonly string[]) {
      return { since, revalidatedAt: Math.max(0, ...tags.map((tag) => times.get(tag) ?? 0)) }
    },
    async revalidate(tag: string) {
      learn(tag, now())
    },
    learn,
  } satisfies TagRecord & { learn: (tag: string, at: number) => void }
}

export type LocalTagRecord = ReturnType<typeof createLocalTagRecord>

/** The field of the record's hash that says when the record began. */
const SINCE_FIELD = '__since__'

/**
 * The record every instance shares: a Redis hash (tag -> time of its last publish, in ms), shared
 * by every build, so a publish that reached one instance reaches all. When the hash is new (a
 * first start, or a Redis that restarted empty) it begins when an instance starts or first reads it. Each read is copied into this
 * process's own record. Errors are thrown: the caller falls back to the instance's own cache.
 */
export function createSharedTagRecord({
  client,
  key,
  local,
  now = Date.now,
}: {
  client: RedisClientType
  key: string
  local: LocalTagRecord
  now?: () => number
}): TagRecord {
  async function begin(): Promise<number> {
    await client.hSetNX(key, SINCE_FIELD, String(now()))
    return Number(await client.hGet(key, SINCE_FIELD))
  }
  return {
    begin: async () => void (await begin()),
    async read(tags) {
      const [sinceField, ...stored] = await client.hmGet(key, [SINCE_FIELD, ...tags])
      const since = Number(sinceField) || (await begin())
      let revalidatedAt = 0
      stored.forEach((raw, index) => {
        const at = Number(raw)
        if (!Number.isFinite(at) || at <= 0) return
        local.learn(tags[index]!, at)
        revalidatedAt = Math.max(revalidatedAt, at)
      })
      return { since, revalidatedAt }
    },
    async revalidate(tag) {
      const at = now()
      local.learn(tag, at)
      await client.hSet(key, tag, String(at))
    },
  }
}

/** The tags an entry is judged by: its own (a page's from its headers, data's from the fetch) and the request's implicit ones. */
const tagsOf = (entry: CacheHandlerValue, meta: HandlerGetMeta) => [...new Set([...entry.tags, ...meta.implicitTags])]

/**
 * `handler` (one of the library's, or several composed) judged by `record`: stale pages served
 * while they re-render, stale data read again. A publish is recorded instead of handed to the
 * handler, which would delete the entries.
 */
export function judgedByTags(handler: Handler, record: TagRecord, now: () => number = Date.now): Handler {
  return {
    name: `${handler.name} judged by revalidated tags`,
    async get(key, meta) {
      const entry = await handler.get(key, meta)
      if (!entry) return null
      const { since, revalidatedAt } = await record.read(tagsOf(entry, meta))
      const stale = entry.lastModified < since || revalidatedAt > entry.lastModified
      if (entry.value?.kind === 'FETCH') return stale ? null : entry
      if (stale) {
        return { ...entry, lastModified: Math.min(entry.lastModified, now() - 1_000), cacheControl: STALE_PAGE }
      }
      // The entry's own lifetime, returned as Next's interface asks: an instance that did not
      // render the page (or loaded it at start) would otherwise treat it as stale after a second.
      return { ...entry, cacheControl: { revalidate: entry.lifespan?.revalidate ?? false, expire: undefined } }
    },
    set: (key, value, context) => handler.set(key, value, context),
    revalidateTag: (tag) => record.revalidate(tag),
    ...(handler.delete ? { delete: (key: string) => handler.delete!(key) } : {}),
    async prepare() {
      await record.begin?.()
      await handler.prepare?.()
    },
  }
}
