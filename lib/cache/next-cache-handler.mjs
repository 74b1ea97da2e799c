/**
 * Next's cache handler (next.config.mjs `cacheHandler`), which Next's server loads as it is,
 * outside the bundles, at build and at run time: @fortedigital/nextjs-cache-handler's CacheHandler.
 * Its handlers are the ones this server process set up when it started (lib/cache/page-cache.ts,
 * from instrumentation.ts): Redis in front of the instance's own memory with REDIS_URL, the memory
 * alone without. Where nothing was set up (`next build`, `next dev`), the library's memory handler.
 *
 * Plain JavaScript, like next.config.mjs, and nothing from `next/dist`: an upgrade of Next that
 * moves its internal files cannot stop the server from starting.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

CacheHandler.onCreation((context) => globalThis.__pageCache?.(context) ?? { handlers: [createLruHandler()] })

export default CacheHandler
