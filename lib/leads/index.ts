import 'server-only'
import path from 'node:path'
import { getConfig } from '../config'
import { onShutdown } from '../shutdown'
import { createMemoryLimiter, createPostgresLimiter, type LimitOptions, type RequestLimiter } from '../http/rate-limit'
import type { LeadEndpointDeps } from './handler'
import { createPgliteLeadStore } from './pglite-store'
import { createPostgresLeadStore } from './postgres-store'
import type { LeadStore } from './store'

type LeadServices = { store: () => LeadStore; limiterFor: (options: LimitOptions) => RequestLimiter }

// One store per server process, even when several route bundles import this module.
const registry = globalThis as typeof globalThis & { __leadServices?: LeadServices }

function leadServices(): LeadServices {
  if (!registry.__leadServices) {
    const { leads } = getConfig()
    if (leads.driver === 'postgres') {
      // postgres-js connects on first query, so creating the pool here costs nothing.
      const store = createPostgresLeadStore(leads.databaseUrl)
      onShutdown('lead store (PostgreSQL)', () => store.close(), { stage: 'connections' })
      registry.__leadServices = { store: () => store, limiterFor: (options) => createPostgresLimiter(store.db, options) }
    } else {
      // PGlite boots (and migrates) on first use, not when a chat request only needs a limiter.
      let store: LeadStore | undefined
      registry.__leadServices = {
        store: () => {
          if (!store) {
            const opened = createPgliteLeadStore(path.resolve(leads.dataDir))
            // A clean close checkpoints the embedded database: the next start need not recover it.
            onShutdown('lead store (PGlite)', () => opened.close(), { stage: 'connections' })
            store = opened
          }
          return store
        },
        limiterFor: createMemoryLimiter,
      }
    }
  }
  return registry.__leadServices
}

/**
 * A per-client request limiter: counters in PostgreSQL when DATABASE_URL is set, so every
 * instance shares one limit; in memory otherwise.
 */
export function createRequestLimiter(options: LimitOptions): RequestLimiter {
  return leadServices().limiterFor(options)
}

/** Submissions one network may make: generous for an office, tight for a bot. */
const LEAD_LIMIT: LimitOptions = { keyPrefix: 'lead', points: 8, durationSeconds: 10 * 60 }

let leadLimiter: RequestLimiter | undefined

export function leadEndpointDeps(): LeadEndpointDeps {
  leadLimiter ??= createRequestLimiter(LEAD_LIMIT)
  return { store: () => leadServices().store(), limiter: leadLimiter, allowedOrigins: [getConfig().siteUrl] }
}

export function getLeadStore(): LeadStore {
  return leadServices().store()
}
