import 'server-only'
import { getConfig } from '../config'
import { createLocalSource } from './local-source'
import { createSanitySource } from './sanity-source'
import type { ContentSource, FetchOptions, QueryParams, QueryResult } from './source'

let source: ContentSource | undefined

/** The live content source, picked once from the configuration. */
function contentSource(): ContentSource {
  if (!source) {
    const { content } = getConfig()
    source = content.source === 'sanity' ? createSanitySource(content) : createLocalSource()
  }
  return source
}

export function fetchContent<const Q extends string>(
  query: Q,
  params: QueryParams = {},
  options: FetchOptions = { tags: [] },
): Promise<QueryResult<Q>> {
  return contentSource().fetch(query, params, options)
}
