import 'server-only'
import { getConfig } from '../config'
import { getDatabase, requestLimiter } from '../db'
import type { LimitOptions } from '../http/rate-limit'
import { onShutdown } from '../shutdown'
import { callMeAssistantId, callMeVapi } from '../voice/call-me/settings'
import type { CallMeDeps } from './capture/call-me'
import type { CallReportDeps } from './capture/call-report'
import type { LeadEndpointDeps } from './capture/endpoint'
import { createEmailSender, createMailer, createWebhookSender } from './delivery/channels'
import { type DigestJob, startDigestJob } from './inbox/digest'
import { type RetentionJob, startRetentionJob } from './delivery/retention'
import { createDeliveryWorker, type DeliveryWorker } from './delivery/worker'
import type { Actor } from './inbox/inbox'
import { createLeadStore } from './store/drizzle-store'
import type { DeliveryChannel } from './store/schema'
import type { LeadStore } from './store/store'

/**
 * The leads feature, wired for this server process: the store over the site's database, the
 * endpoint's dependencies, and the delivery worker. Its parts, one role a folder:
 * - capture/: the way in (validation, the HTTP endpoint, the contact form's Server Action);
 * - browser/: what the chat and the form run in the visitor's browser to send a lead;
 * - store/: the leads' tables and the store that reads and writes them;
 * - delivery/: the outbox and the worker that sends each lead to sales;
 * - inbox/: the staff inbox's queries, its status workflow and CSV export.
 */

type Delivery = { worker: DeliveryWorker; retention: RetentionJob; digest: DigestJob; stop: () => Promise<void> }

// One store and one delivery worker per server process, even when several route bundles (and
// instrumentation.ts) import this module.
const registry = globalThis as typeof globalThis & { __leadStore?: LeadStore; __leadDelivery?: Delivery }

/** The channels every lead is delivered to: email always (SMTP or .eml files), the webhook when configured. */
function deliveryChannels(): DeliveryChannel[] {
  return getConfig().delivery.webhook ? ['email', 'webhook'] : ['email']
}

/** The lead store over the site's database (lib/db), which closes it at shutdown. */
export function getLeadStore(): LeadStore {
  registry.__leadStore ??= createLeadStore(getDatabase(), { channels: deliveryChannels() })
  return registry.__leadStore
}

/** Submissions one network may make: generous for an office, tight for a bot. */
const LEAD_LIMIT: LimitOptions = { keyPrefix: 'lead', points: 8, durationSeconds: 10 * 60 }

export function leadEndpointDeps(): LeadEndpointDeps {
  return {
    store: getLeadStore,
    limiter: requestLimiter(LEAD_LIMIT),
    allowedOrigins: [getConfig().siteUrl],
    // The lead's deliveries are committed with it: send them now, not at the next poll.
    onSaved: () => registry.__leadDelivery?.worker.wake(),
    browserCallReport: async (voiceCallId) => callMeVapi()?.browserCallReport(voiceCallId),
  }
}

/** Call requests one network may make: a demo or two, a retry; never a dialler. */
const CALL_ME_LIMIT: LimitOptions = { keyPrefix: 'call-me', points: 3, durationSeconds: 60 * 60 }

/** How long a call-me lead waits for its end-of-call report before it goes to sales without it. */
export const CALL_REPORT_WAIT_MS = 20 * 60 * 1000

export function callMeDeps(): CallMeDeps {
  const { callMe } = getConfig()
  return {
    store: getLeadStore,
    limiter: requestLimiter(CALL_ME_LIMIT),
    vapi: callMeVapi,
    assistantId: callMeAssistantId,
    countries: callMe.countries,
    dailyCap: callMe.dailyCap,
    reportWaitMs: CALL_REPORT_WAIT_MS,
    onDue: () => registry.__leadDelivery?.worker.wake(),
  }
}

export function callReportDeps(): CallReportDeps {
  return {
    secret: getConfig().callMe.serverSecret,
    store: getLeadStore,
    onStored: () => registry.__leadDelivery?.worker.wake(),
  }
}

/** Polls of a call's state one network may make (each one reads Vapi): every 2 s for 10 minutes, twice. */
const CALL_STATE_LIMIT: LimitOptions = { keyPrefix: 'call-state', points: 600, durationSeconds: 10 * 60 }

export const callStateLimiter = () => requestLimiter(CALL_STATE_LIMIT)

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
    await getLeadStore().ready()
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
  const { delivery, staff, siteUrl } = getConfig()
  const store = getLeadStore()
  const senders = {
    // Each email links to its lead in the staff inbox, when the site has one.
    email: createEmailSender(delivery.email, console.info, {
      inboxUrl: staff.auth === 'supabase' ? `${siteUrl}/staff` : undefined,
    }),
    ...(delivery.webhook ? { webhook: createWebhookSender(delivery.webhook) } : {}),
  }
  const worker = createDeliveryWorker({ queue: store.deliveries, senders })
  const retention = startRetentionJob(store, delivery.retentionDays)
  // Each owner's daily follow-up digest, by the same mail transport (SMTP or .eml files).
  const mailer = createMailer(delivery.email)
  const digest = startDigestJob({
    digests: store.digests,
    mailer,
    timeZone: getConfig().timeZone,
    siteUrl: getConfig().siteUrl,
  })
  worker.start()
  // On SIGTERM the attempts in flight finish before the store closes (the 'connections' stage).
  onShutdown('lead delivery', () => stopLeadDelivery(), { stage: 'work' })
  registry.__leadDelivery = {
    worker,
    retention,
    digest,
    async stop() {
      retention.stop()
      digest.stop()
      await worker.stop()
      await Promise.all([...Object.values(senders), mailer].map((sender) => sender.close()))
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
