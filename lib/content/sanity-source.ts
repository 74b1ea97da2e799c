import 'server-only'
import { createClient } from 'next-sanity'
import { draftMode } from 'next/headers'
import {
  ContentUnavailableError,
  type ContentSource,
  type FetchOptions,
  type QueryParams,
  type QueryResult,
} from './source'

type SanitySourceOptions = {
  projectId: string
  dataset: string
  apiVersion: string
  readToken?: string
  /** Another API host (a proxy; tests point it at a local stand-in for the Content Lake). */
  apiHost?: string
}

/** Where the Studio is mounted; visual editing links each stega-marked string back to it. */
const STUDIO_URL = '/studio'

/**
 * A read that takes longer than this, retries included, counts as an outage: the page falls back
 * to its last good content instead of keeping a visitor (or a revalidation) waiting.
 */
const READ_TIMEOUT_MS = 8_000
const READ_RETRIES = 2
/** Results remembered per process for an outage: enough for every query of the site's pages. */
const LAST_GOOD_ENTRIES = 1_000

/** A 4xx other than 429 (too many requests): the Content Lake is up and said no to this query. */
function isRejectedQuery(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429
}

/** Draft mode is a request cookie; outside a request (build-time params, tests) it is off. */
async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * Reads published content from the Sanity Content Lake, cached by Next with revalidation tags.
 * In draft mode (a marketer previewing from the Studio's Presentation tool) it reads drafts with
 * the read token, uncached, with stega markers for visual editing.
 *
 * When the Content Lake is unreachable or failing (a timeout, a refused connection, a 5xx), a
 * published read answers with the last result this process got for the same query, so pages and
 * Michael keep their last good content; with none it throws ContentUnavailableError, which
 * leaves Next serving the page it rendered last. A query the API rejects (a 4xx) is a bug, not
 * an outage, and is thrown as it is.
 */
export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    useCdn: !options.readToken,
    token: options.readToken,
    perspective: 'published',
    timeout: READ_TIMEOUT_MS,
    maxRetries: READ_RETRIES,
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false, useCdn: false } : {}),
  })
  const draftClient = options.readToken
    ? client.withConfig({
        perspective: 'drafts',
        useCdn: false,
        token: options.readToken,
        stega: { enabled: true, studioUrl: STUDIO_URL },
      })
    : null
  const lastGood = new Map<string, unknown>()

  function remember(key: string, result: unknown) {
    lastGood.delete(key)
    lastGood.set(key, result)
    if (lastGood.size > LAST_GOOD_ENTRIES) lastGood.delete(lastGood.keys().next().value!)
  }

  return {
    kind: 'sanity',
    async fetch<const Q extends string>(
      query: Q,
      params: QueryParams,
      { tags, fresh }: FetchOptions,
    ): Promise<QueryResult<Q>> {
      if (draftClient && (await isDraftMode())) {
        return draftClient.fetch(query, params, { cache: 'no-store' }) as Promise<QueryResult<Q>>
      }
      const key = JSON.stringify([query, params])
      try {
        const result = await client.fetch(
          query,
          params,
          fresh ? { cache: 'no-store' } : { next: { tags, revalidate: false } },
        )
        remember(key, result)
        return result as QueryResult<Q>
      } catch (error) {
        if (isRejectedQuery(error)) throw error
        const reason = error instanceof Error ? error.message : String(error)
        if (lastGood.has(key)) {
          console.warn(`Sanity Content Lake unavailable (${reason}); serving the last good result.`)
          return lastGood.get(key) as QueryResult<Q>
        }
        throw new ContentUnavailableError(
          `The Sanity Content Lake is unavailable (${reason}) and this content has not been read before; the last rendered page stays in place.`,
          { cause: error },
        )
      }
    },
  }
}
