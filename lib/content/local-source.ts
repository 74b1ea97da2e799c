import { evaluate, parse } from 'groq-js'
import { loadSeedDataset, type SeedDocument } from './seed-dataset'
import type { ContentSource, QueryParams, QueryResult } from './source'

/** Runs the site's GROQ queries with groq-js over an in-memory dataset (the seed by default). */
export function createLocalSource(load: () => SeedDocument[] = loadSeedDataset): ContentSource {
  let dataset: SeedDocument[] | undefined
  const parsed = new Map<string, ReturnType<typeof parse>>()
  // The dataset never changes once loaded, so neither does a query's result: evaluate it once.
  // Each caller gets its own copy, so nothing one caller does to it reaches another.
  const results = new Map<string, Promise<unknown>>()

  return {
    kind: 'local',
    async fetch<const Q extends string>(query: Q, params: QueryParams): Promise<QueryResult<Q>> {
      dataset ??= load()
      // groq-js folds parameters in slices (`[$start...$end]`) at parse time, so a tree is per
      // query and parameters; the pages of an index are few, so the caches stay small.
      const key = `${query}\u0000${JSON.stringify(params)}`
      let result = results.get(key)
      if (!result) {
        let tree = parsed.get(key)
        if (!tree) {
          tree = parse(query, { params })
          parsed.set(key, tree)
        }
        const evaluated = Promise.resolve(evaluate(tree, { dataset, params })).then((value) => value.get())
        result = evaluated
        results.set(key, result)
        // A query that failed is tried again next time rather than failing for good.
        evaluated.catch(() => results.delete(key))
      }
      return structuredClone(await result) as QueryResult<Q>
    },
  }
}
