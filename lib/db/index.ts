import 'server-only'
import path from 'node:path'
import { getConfig } from '../config'
import { createMemoryLimiter, type LimitOptions, type RequestLimiter } from '../http/rate-limit'
import { onShutdown } from '../shutdown'
import { type DatabaseHandle, openPostgres } from './connection'
import { openEmbedded } from './embedded'
import { createPostgresLimiter } from './rate-limits'

type SiteDatabase = {
  /** The database, opened on first use. */
  handle: () => DatabaseHandle
  limiterFor: (options: LimitOptions) => RequestLimiter
  /** One limiter per key prefix and process: the API route and the form's Server Action are separate bundles. */
  limiters: Map<string, RequestLimiter>
}

// One database per server process, even when several route bundles (and instrumentation.ts)
// import this module.
const registry = globalThis as typeof globalThis & { __siteDatabase?: SiteDatabase }

function siteDatabase(): SiteDatabase {
  if (registry.__siteDatabase) return registry.__siteDatabase
  const { leads } = getConfig()
  if (leads.driver === 'postgres') {
    // postgres-js connects on first query, so opening the pool here costs nothing.
    const handle = openPostgres(leads.databaseUrl)
    onShutdown('database (PostgreSQL)', handle.close, { stage: 'connections' })
    registry.__siteDatabase = {
      handle: () => handle,
      limiterFor: (limit) => createPostgresLimiter(handle.db, limit),
      limiters: new Map(),
    }
  } else {
    // PGlite boots (and migrates) on first use, not when a chat request only needs a limiter.
    let handle: DatabaseHandle | undefined
    registry.__siteDatabase = {
      handle: () => {
        if (!handle) {
          const opened = openEmbedded(path.resolve(leads.dataDir))
          // A clean close checkpoints the embedded database: the next start need not recover it.
          onShutdown('database (PGlite)', opened.close, { stage: 'connections' })
          handle = opened
        }
        return handle
      },
      limiterFor: createMemoryLimiter,
      limiters: new Map(),
    }
  }
  return registry.__siteDatabase
}

/**
 * The site's database (DATABASE_URL's PostgreSQL, or the embedded PGlite in LEADS_DATA_DIR), one
 * per process and opened on first use; closed at shutdown, after the work that uses it.
 */
export function getDatabase(): DatabaseHandle {
  return siteDatabase().handle()
}

/**
 * The per-client request limiter for `options.keyPrefix`: counters in PostgreSQL when
 * DATABASE_URL is set, so every instance shares one limit; in memory otherwise. One per prefix
 * and process, whichever route bundle asks first.
 */
export function requestLimiter(options: LimitOptions): RequestLimiter {
  const database = siteDatabase()
  let limiter = database.limiters.get(options.keyPrefix)
  if (!limiter) {
    limiter = database.limiterFor(options)
    database.limiters.set(options.keyPrefix, limiter)
  }
  return limiter
}
