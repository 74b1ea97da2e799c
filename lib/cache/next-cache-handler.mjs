/**
 * Next's cache handler (next.config.mjs `cacheHandler`): Next's server loads this file as it is,
 * outside the bundles, at build and at run time. Without REDIS_URL it is Next's own file-system
 * cache, unchanged; with it, the shared cache that instrumentation.ts started
 * (lib/ops/start-shared-cache.ts) in front of that file-system cache. One build serves both.
 *
 * Plain JavaScript, like next.config.mjs: it only hands Next's own cache and tag manifest (the
 * very instances Next's server uses) and the build's id to the shared cache.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

const buildIds = new Map()
const buildIdOf = (serverDistDir) => {
  if (!buildIds.has(serverDistDir))
    buildIds.set(serverDistDir, readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim())
  return buildIds.get(serverDistDir)
}

export default class CacheHandler {
  constructor(context) {
    this.local = new FileSystemCache(context)
    const shared = globalThis.__sharedCache
    this.shared = shared && context.serverDistDir ? shared.forBuild(buildIdOf(context.serverDistDir)) : undefined
  }

  get(key, context) {
    return this.shared ? this.shared.get(key, context, this.local, tagsManifest) : this.local.get(key, context)
  }

  set(key, data, context) {
    return this.shared ? this.shared.set(key, data, context, this.local) : this.local.set(key, data, context)
  }

  revalidateTag(tags, durations) {
    return this.shared
      ? this.shared.revalidateTag(tags, durations, this.local)
      : this.local.revalidateTag(tags, durations)
  }

  resetRequestCache() {
    this.local.resetRequestCache()
  }
}
