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
      // Parameters are bound at evaluation, so one parsed tree serves every call of a query.
      let tree = parsed.get(query)
      if (!tree) {
        tree = parse(query)
        parsed.set(query, tree)
      }
      const value = await evaluate(tree, { dataset, params })
      return (await value.get()) as QueryResult<Q>
    },
  }
}
