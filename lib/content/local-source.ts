import { evaluate, parse } from 'groq-js'
import { loadSeedDataset, type SeedDocument } from './seed-dataset'
import type { ContentSource, QueryParams, QueryResult } from './source'

/** Runs the site's GROQ queries with groq-js over an in-memory dataset (the seed by default). */
export function createLocalSource(load: () => SeedDocument[] = loadSeedDataset): ContentSource {
  let dataset: SeedDocument[] | undefined
  const parsed = new Map<string, ReturnType<typeof parse>>()

  return {
    kind: 'local',
    async fetch<const Q extends string>(query: Q, params: QueryParams): Promise<QueryResult<Q>> {
      dataset ??= load()
      // groq-js folds parameters in slices (`[$start...$end]`) at parse time, so a tree is per
      // query and parameters; the pages of an index are few, so the cache stays small.
      const key = `${query}\u0000${JSON.stringify(params)}`
      let tree = parsed.get(key)
      if (!tree) {
        tree = parse(query, { params })
        parsed.set(key, tree)
      }
      const value = await evaluate(tree, { dataset, params })
      return (await value.get()) as QueryResult<Q>
    },
  }
}
