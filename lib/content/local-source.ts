import { evaluate, parse } from 'groq-js'
import { loadSeedDataset, type SeedDocument } from './seed-dataset'
import type { ContentSource, QueryParams, QueryResult } from './source'

/**
 * Query results kept at most. The dataset never changes once loaded, so neither does a query's
 * result for given parameters, but every unknown slug a visitor tries is a new set of parameters:
 * without a bound each would be kept for good. The site's own pages use far fewer.
 */
export const CACHED_QUERY_LIMIT = 200

export type LocalSource = ContentSource & {
  /** How many query results are kept (bounded by CACHED_QUERY_LIMIT). */
  readonly cachedQueries: number
}

/** Runs the site's GROQ queries with groq-js over an in-memory dataset (the seed by default). */
export function createLocalSource(load: () => SeedDocument[] = loadSeedDataset): LocalSource {
  let dataset: SeedDocument[] | undefined
  // Least recently used first: a Map keeps insertion order, and a hit is moved to the end.
  const results = new Map<string, Promise<unknown>>()

  function resultOf(query: string, params: QueryParams, data: SeedDocument[]): Promise<unknown> {
    // groq-js folds parameters into the tree at parse time (slices such as `[$start...$end]`
    // among them), so a result is per query and parameters.
    const key = `${query}\u0000${JSON.stringify(params)}`
    let result = results.get(key)
    if (result) {
      results.delete(key)
    } else {
      const evaluated = Promise.resolve(evaluate(parse(query, { params }), { dataset: data, params })).then((value) =>
        value.get(),
      )
      result = evaluated
      // A query that failed is tried again next time rather than failing for good.
      evaluated.catch(() => results.delete(key))
      if (results.size >= CACHED_QUERY_LIMIT) results.delete(results.keys().next().value!)
    }
    results.set(key, result)
    return result
  }

  return {
    kind: 'local',
    get cachedQueries() {
      return results.size
    },
    async fetch<const Q extends string>(query: Q, params: QueryParams): Promise<QueryResult<Q>> {
      dataset ??= load()
      // Each caller gets its own copy, so nothing one caller does to it reaches another.
      return structuredClone(await resultOf(query, params, dataset)) as QueryResult<Q>
    },
  }
}
