import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { registerInitialCache } from '@fortedigital/nextjs-cache-handler/instrumentation'
import type { PageCache } from './page-cache'

/**
 * The key Next asks its cache for a prerendered page or route under: the one the build wrote in
 * the entry's `.meta` file (`routeCache.key`; since Next 16.4 a route's own namespace, such as
 * `/route-cache/APP_PAGE/<route hash>/$/pricing`). The library's loader stores each page under its
 * path (`/pricing`), which Next 16.4 never asks for. Read from the build, not computed: the build
 * names the key its server will use. Data entries, and a `.meta` without the field, keep their key.
 */
export async function keyOfBuildEntry(serverDistDir: string, key: string): Promise<string> {
  if (!key.startsWith('/')) return key
  try {
    const meta: unknown = JSON.parse(await readFile(path.join(serverDistDir, 'app', `${key}.meta`), 'utf8'))
    const routeKey = (meta as { routeCache?: { key?: unknown } } | null)?.routeCache?.key
    return typeof routeKey === 'string' ? routeKey : key
  } catch {
    return key
  }
}

type SetArguments = Parameters<CacheHandler['set']>

/**
 * Puts the build's prerendered pages, routes and data (`<distDir>` under the server's folder) in
 * the page cache at start, so that they survive a restart: the library's loader
 * (`registerInitialCache`), through its CacheHandler with `pageCache`'s handlers, each entry under
 * the key Next asks for (keyOfBuildEntry). An entry the cache already holds (a newer page another
 * instance rendered into Redis) is kept. Each is judged like any other entry: one older than a
 * publish of its tags is served while it re-renders.
 */
export async function loadBuildPages(
  pageCache: PageCache,
  distDir: string,
  /** The library's CacheHandler class: one whose handlers are not set up yet (the tests' own copy of it). */
  Handler: typeof CacheHandler = CacheHandler,
): Promise<void> {
  // This may be another copy of the class than the one Next loads (the package's CommonJS build):
  // it gets the same hook, hence the same handlers.
  Handler.onCreation((context) => pageCache(context))
  class BuildEntries {
    readonly #cache: CacheHandler
    readonly #serverDistDir: string
    constructor(context: ConstructorParameters<typeof CacheHandler>[0]) {
      this.#cache = new Handler(context)
      this.#serverDistDir = context.serverDistDir ?? ''
    }
    async set(key: SetArguments[0], value: SetArguments[1], context: SetArguments[2]) {
      return this.#cache.set(await keyOfBuildEntry(this.#serverDistDir, key), value, context)
    }
  }
  await registerInitialCache(BuildEntries as unknown as typeof CacheHandler, {
    buildDir: distDir,
    setOnlyIfNotExists: true,
  })
}
