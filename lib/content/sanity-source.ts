import 'server-only'
import { createClient } from 'next-sanity'
import { draftMode } from 'next/headers'
import type { ContentSource, FetchOptions, QueryParams, QueryResult } from './source'

type SanitySourceOptions = {
  projectId: string
  dataset: string
  apiVersion: string
  readToken?: string
  /** Another API host (tests point it at a local stand-in for the Content Lake). */
  apiHost?: string
}

/** Where the Studio is mounted; visual editing links each stega-marked string back to it. */
const STUDIO_URL = '/studio'

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
 */
export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    useCdn: !options.readToken,
    token: options.readToken,
    perspective: 'published',
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false, useCdn: false } : {}),
  })
  const draftClient = options.readToken
    ? client.withConfig({ perspective: 'drafts', useCdn: false, token: options.readToken, stega: { enabled: true, studioUrl: STUDIO_URL } })
    : null

  return {
    kind: 'sanity',
    async fetch<const Q extends string>(query: Q, params: QueryParams, { tags }: FetchOptions): Promise<QueryResult<Q>> {
      if (draftClient && (await isDraftMode())) {
        return draftClient.fetch(query, params, { cache: 'no-store' }) as Promise<QueryResult<Q>>
      }
      return client.fetch(query, params, { next: { tags, revalidate: false } }) as Promise<QueryResult<Q>>
    },
  }
}
