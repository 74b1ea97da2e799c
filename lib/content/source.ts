import type { SanityQueries } from '@sanity/client'

export type QueryParams = Record<string, string | number | boolean | string[] | null>

/** The result type `sanity typegen` recorded for a query, or unknown for an ad-hoc one. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown

export type FetchOptions = {
  /** Cache tags; the Sanity webhook revalidates them when a publish touches the documents. */
  tags: string[]
  /**
   * Read past Next's data cache (a reader that keeps its own copy and decides itself when to read
   * again, as the route index does); the last good result still answers an outage.
   */
  fresh?: boolean
}

/** Where content comes from: the Sanity Content Lake, or groq-js over the seed dataset. */
export interface ContentSource {
  readonly kind: 'sanity' | 'local'
  fetch<const Q extends string>(query: Q, params: QueryParams, options: FetchOptions): Promise<QueryResult<Q>>
}

export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
}
