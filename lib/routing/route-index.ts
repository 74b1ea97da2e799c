import 'server-only'
import { defineQuery } from 'next-sanity'
import { getConfig } from '../config'
import { fetchContent } from '../content'
import { buildRouteIndex, type RouteIndex } from './known-routes'

/** Every slug a content route answers for, in one small query. */
export const ROUTE_INDEX_QUERY = defineQuery(`{
  "pages": *[_type == "page" && defined(slug.current)].slug.current,
  "articles": *[_type in ["post", "newsItem"] && defined(slug.current)]{ _type, "slug": slug.current, "categories": categories[]->slug.current }
}`)

/**
 * With a Sanity project the index is read again in the background when older than this, and at
 * once when an address is not in it and the last read is older than RECHECK_MS (or a publish
 * arrived since): content published since shows within seconds even on an instance the webhook
 * did not reach, while a flood of made-up addresses costs at most one read every RECHECK_MS.
 * The embedded seed dataset never changes while the server runs: it is read once.
 */
export const MAX_AGE_MS = 60_000
export const RECHECK_MS = 5_000

/** A request waits at most this long for a read; meanwhile it is judged by what is known (or passes). */
const READ_WAIT_MS = 2_000

type State = {
  index: RouteIndex | null
  /** When the last read was started (successful or not): reads are spaced at least RECHECK_MS apart after a failure. */
  triedAt: number
  readAt: number
  stale: boolean
  reading: Promise<RouteIndex | null> | null
}

// proxy.ts and the webhook's route are bundled apart; one process shares this state through globalThis.
const KEY = Symbol.for('kestrel-ai.route-index')
const state: State = ((globalThis as Record<symbol, State | undefined>)[KEY] ??= {
  index: null,
  triedAt: 0,
  readAt: 0,
  stale: false,
  reading: null,
})

function read(): Promise<RouteIndex | null> {
  if (!state.reading) state.triedAt = Date.now()
  // Past Next's data cache: this index keeps its own copy and decides when to read again (a cached
  // answer, kept under no tag, would never show a page published after the build).
  state.reading ??= fetchContent(ROUTE_INDEX_QUERY, {}, { tags: [], fresh: true })
    .then((data) => {
      state.index = buildRouteIndex(data)
      state.readAt = Date.now()
      state.stale = false
      return state.index
    })
    .catch((error: unknown) => {
      // Keep the last index (or none: then every address goes through to its page, as before).
      console.warn(`Route index not refreshed: ${error instanceof Error ? error.message : String(error)}`)
      return state.index
    })
    .finally(() => {
      state.reading = null
    })
  return state.reading
}

const refreshable = () => getConfig().content.source === 'sanity'

/** Reads are spaced RECHECK_MS apart (one at a time), so neither a flood nor an outage multiplies them. */
const mayRead = () => state.reading !== null || Date.now() - state.triedAt >= RECHECK_MS

/** A read, waited for at most READ_WAIT_MS: a slow Content Lake never holds a visitor up for longer. */
function readWithin(): Promise<RouteIndex | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, READ_WAIT_MS, null).unref?.())
  return Promise.race([read(), timeout])
}

/**
 * The index to judge a request by; null while the content source has not answered (an outage at
 * start-up): then the pages answer for themselves, with their last good content.
 */
export async function currentRouteIndex(): Promise<RouteIndex | null> {
  if (!state.index) return mayRead() ? readWithin() : null
  if (refreshable() && (state.stale || Date.now() - state.readAt > MAX_AGE_MS) && mayRead()) void read()
  return state.index
}

/** After a miss: the index read again if it may be out of date, else null (it cannot be newer). */
export async function recheckRouteIndex(): Promise<RouteIndex | null> {
  if (!refreshable() || (!state.stale && Date.now() - state.readAt < RECHECK_MS) || !mayRead()) return null
  return readWithin()
}

/** A publish arrived (the webhook): the next address not in the index reads it again. */
export function markRouteIndexStale() {
  state.stale = true
}
