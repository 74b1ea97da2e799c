import { evaluate, parse } from 'groq-js'
import { loadSeedDataset, type SeedDocument } from './seed-dataset'
import type { ContentSource, QueryParams, QueryResult } from './source'

/**
 * Parsed queries kept at most. groq-js folds parameters into the tree at parse time (slices such as
 * `[$start...$end]` among them), so a tree serves one query with one set of parameters, and every
 * unknown slug a visitor tries would otherwise add one for good. The site's own pages use far fewer.
 */
export const PARSED_QUERY_LIMIT = 200

export type LocalSource = ContentSource & {
  /** How many parsed queries are kept (bounded by PARSED_QUERY_LIMIT). */
  readonly parsedQueries: number
}

/** Runs the site's GROQ queries with groq-js over an in-memory dataset (the seed by default). */
export function createLocalSource(load: () => SeedDocument[] = loadSeedDataset): LocalSource {
  let dataset: SeedDocument[] | undefined
  // Least recently used first: a Map keeps insertion order, and a hit is moved to the end.
  const parsed = new Map<string, ReturnType<typeof parse>>()

  function treeFor(query: string, params: QueryParams) {
    const key = `${query}\u0000${JSON.stringify(params)}`
    let tree = parsed.get(key)
    if (tree) {
      parsed.delete(key)
    } else {
      tree = parse(query, { params })
      if (parsed.size >= PARSED_QUERY_LIMIT) parsed.delete(parsed.keys().next().value!)
    }
    parsed.set(key, tree)
    return tree
  }

  return {
    kind: 'local',
    get parsedQueries() {
      return parsed.size
    },
    async fetch<const Q extends string>(query: Q, params: QueryParams): Promise<QueryResult<Q>> {
      dataset ??= load()
      const value = await evaluate(treeFor(query, params), { dataset, params })
      return (await value.get()) as QueryResult<Q>
    },
  }
}
