import 'server-only'
import path from 'node:path'
import { getConfig } from '../config'
import { onShutdown } from '../shutdown'
import { createMemoryLimiter, type LimitOptions, type RequestLimiter } from '../http/rate-limit'
import { createEmailSender, createWebhookSender } from './delivery/channels'
import { type RetentionJob, startRetentionJob } from './delivery/retention'
import { createDeliveryWorker, type DeliveryWorker } from './delivery/worker'
import type { LeadEndpointDeps } from './handler'
import type { Actor } from './inbox'
import { createPgliteLeadStore } from './pglite-store'
import { createPostgresLimiter } from './postgres-limiter'
import { createPostgresLeadStore } from './postgres-store'
import type { DeliveryChannel } from './schema'
import type { LeadStore } from './store'

type LeadServices = {
  store: () => LeadStore
  limiterFor: (options: LimitOptions) => RequestLimiter
  /** One limiter per key prefix and process: the API route and the form's Server Action are separate bundles. */
  limiters: Map<string, RequestLimiter>
}
type Delivery = { worker: DeliveryWorker; retention: RetentionJob; stop: () => Promise<void> }

// One store and one delivery worker per server process, even when several route bundles (and
// instrumentation.ts) import this module.
const registry = globalThis as typeof globalThis & { __leadServices?: LeadServices; __leadDelivery?: Delivery }

/** The channels every lead is delivered to: email always (SMTP or .eml files), the webhook when configured. */
function deliveryChannels(): DeliveryChannel[] {
  return getConfig().delivery.webhook ? ['email', 'webhook'] : ['email']
}

function leadServices(): LeadServices {
  if (!registry.__leadServices) {
    const { leads } = getConfig()
    const options = { channels: deliveryChannels() }
    if (leads.driver === 'postgres') {
      // postgres-js connects on first query, so creating the pool here costs nothing.
      const store = createPostgresLeadStore(leads.databaseUrl, options)
      onShutdown('lead store (PostgreSQL)', () => store.close(), { stage: 'connections' })
      registry.__leadServices = {
        store: () => store,
        limiterFor: (limit) => createPostgresLimiter(store.db, limit),
        limiters: new Map(),
      }
    } else {
      // PGlite boots (and migrates) on first use, not when a chat request only needs a limiter.
      let store: LeadStore | undefined
      registry.__leadServices = {
        store: () => {
          if (!store) {
            const opened = createPgliteLeadStore(path.resolve(leads.dataDir), options)
            // A clean close checkpoints the embedded database: the next start need not recover it.
            onShutdown('lead store (PGlite)', () => opened.close(), { stage: 'connections' })
            store = opened
          }
          return store
        },
        limiterFor: createMemoryLimiter,
        limiters: new Map(),
      }
    }
  }
  return registry.__leadServices
}

/**
 * The per-client request limiter for `options.keyPrefix`: counters in PostgreSQL when
 * DATABASE_URL is set, so every instance shares one limit; in memory otherwise. One per prefix
 * and process, whichever route bundle asks first.
 */
export function requestLimiter(options: LimitOptions): RequestLimiter {
  const services = leadServices()
  let limiter = services.limiters.get(options.keyPrefix)
  if (!limiter) {
    limiter = services.limiterFor(options)
    services.limiters.set(options.keyPrefix, limiter)
  }
  return limiter
}

/** Submissions one network may make: generous for an office, tight for a bot. */
const LEAD_LIMIT: LimitOptions = { keyPrefix: 'lead', points: 8, durationSeconds: 10 * 60 }

export function leadEndpointDeps(): LeadEndpointDeps {
  return {
    store: () => leadServices().store(),
    limiter: requestLimiter(LEAD_LIMIT),
    allowedOrigins: [getConfig().siteUrl],
    // The lead's deliveries are committed with it: send them now, not at the next poll.
    onSaved: () => registry.__leadDelivery?.worker.wake(),
  }
}

export function getLeadStore(): LeadStore {
  return leadServices().store()
}

/**
 * Opens the embedded database when the server starts (from instrumentation.ts), so its boot
 * (seconds on a fresh data folder, where PGlite runs initdb) happens before the first visitor
 * submits, not while 50 of them wait. PostgreSQL connects on first use: an outage there must
 * not hold the server's start.
 */
export async function openLeadStoreAtStart(log = console.error): Promise<void> {
  if (getConfig().leads.driver !== 'pglite') return
  const started = performance.now()
  try {
    await leadServices().store().ready()
  } catch (error) {
    // Leads answer 503 until it can be opened; the rest of the site serves as usual.
    log(`[leads] the embedded database could not be opened: ${(error as Error).message}`)
    return
  }
  if (performance.now() - started > 1_000)
    console.info(`[leads] embedded database ready in ${Math.round(performance.now() - started)} ms`)
}

/**
 * Starts this process's delivery worker and the retention job, once (from instrumentation.ts).
 * `stop()` lets the deliveries in flight finish: call it on shutdown.
 */
export function startLeadDelivery(): Delivery {
  if (registry.__leadDelivery) return registry.__leadDelivery
  const { delivery } = getConfig()
  const store = leadServices().store()
  const senders = {
    email: createEmailSender(delivery.email),
    ...(delivery.webhook ? { webhook: createWebhookSender(delivery.webhook) } : {}),
  }
  const worker = createDeliveryWorker({ queue: store.deliveries, senders })
  const retention = startRetentionJob(store, delivery.retentionDays)
  worker.start()
  // On SIGTERM the attempts in flight finish before the store closes (the 'connections' stage).
  onShutdown('lead delivery', () => stopLeadDelivery(), { stage: 'work' })
  registry.__leadDelivery = {
    worker,
    retention,
    async stop() {
      retention.stop()
      await worker.stop()
      await Promise.all(Object.values(senders).map((sender) => sender.close()))
    },
  }
  return registry.__leadDelivery
}

/** Stops this process's delivery worker, letting the attempts in flight finish (on SIGTERM). */
export async function stopLeadDelivery(): Promise<void> {
  await registry.__leadDelivery?.stop()
  registry.__leadDelivery = undefined
}

/**
 * The staff inbox's "retry now" for one of a lead's deliveries (failed, or waiting for its next
 * attempt): due at once, recorded in the lead's history, and this process's worker woken.
 * Its channel, or null when there was no such delivery.
 */
export async function retryDeliveryNow(
  leadId: string,
  deliveryId: string,
  actor: Actor,
): Promise<DeliveryChannel | null> {
  const due = await getLeadStore().inbox.retryDelivery(leadId, deliveryId, actor)
  if (due) registry.__leadDelivery?.worker.wake()
  return due
}
