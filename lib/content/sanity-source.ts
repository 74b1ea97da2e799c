import 'server-only'
import { createClient } from 'next-sanity'
import type { ContentSource, FetchOptions, QueryParams, QueryResult } from './source'

type SanitySourceOptions = {
  projectId: string
  dataset: string
  apiVersion: string
  readToken?: string
  /** Another API host (tests point it at a local stand-in for the Content Lake). */
  apiHost?: string
}

/** Reads published content from the Sanity Content Lake, cached by Next with revalidation tags. */
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

  return {
    kind: 'sanity',
    fetch<const Q extends string>(query: Q, params: QueryParams, { tags }: FetchOptions): Promise<QueryResult<Q>> {
      return client.fetch(query, params, { next: { tags, revalidate: false } }) as Promise<QueryResult<Q>>
    },
  }
}
