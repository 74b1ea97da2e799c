import 'server-only'
import path from 'node:path'
import { getConfig } from '../config'
import { createMemoryLimiter, createPostgresLimiter, type LimitOptions, type RequestLimiter } from '../http/rate-limit'
import type { LeadEndpointDeps } from './handler'
import { createPgliteLeadStore } from './pglite-store'
import { createPostgresLeadStore } from './postgres-store'
import type { LeadStore } from './store'

type LeadServices = { store: LeadStore; limiterFor: (options: LimitOptions) => RequestLimiter }

// One store per server process, even when several route bundles import this module.
const registry = globalThis as typeof globalThis & { __leadServices?: LeadServices }

function leadServices(): LeadServices {
  if (!registry.__leadServices) {
    const { leads } = getConfig()
    if (leads.driver === 'postgres') {
      const store = createPostgresLeadStore(leads.databaseUrl)
      registry.__leadServices = { store, limiterFor: (options) => createPostgresLimiter(store.db, options) }
    } else {
      const store = createPgliteLeadStore(path.resolve(leads.dataDir))
      registry.__leadServices = { store, limiterFor: createMemoryLimiter }
    }
  }
  return registry.__leadServices
}

/** Submissions one network may make: generous for an office, tight for a bot. */
const LEAD_LIMIT: LimitOptions = { keyPrefix: 'lead', points: 8, durationSeconds: 10 * 60 }

let leadLimiter: RequestLimiter | undefined

export function leadEndpointDeps(): LeadEndpointDeps {
  const services = leadServices()
  leadLimiter ??= services.limiterFor(LEAD_LIMIT)
  return { store: () => services.store, limiter: leadLimiter }
}

export function getLeadStore(): LeadStore {
  return leadServices().store
}
