import { randomUUID } from 'node:crypto'
import { type ReplySigner, replySigner } from '../../chat/reply-signature'
import type { RequestLimiter } from '../../http/rate-limit'
import { hasAttribution, type LeadAttribution } from './attribution'
import { DEFAULT_LEAD_SOURCE } from './sources'
import type { CallReport } from '../store/calls'
import type { LeadStore } from '../store/store'
import { LeadStoreUnavailableError } from '../store/records'
import { attributeTranscript } from './transcript'
import { fieldErrors, leadInputSchema } from './validation'

/** What the JSON endpoint and the contact form's Server Action both need. */
export type LeadSubmissionDeps = {
  store: () => Promise<LeadStore> | LeadStore
  limiter: RequestLimiter
  log?: (message: string, error?: unknown) => void
  /** Called once a new lead and its deliveries are committed. */
  onSaved?: () => void
  /** Checks Michael's signature on a transcript line (lib/chat/reply-signature.ts); this process's signer when omitted. */
  signer?: Pick<ReplySigner, 'verify'>
  /**
   * Reads an ended browser voice call's report from Vapi (with the server's private key), for a
   * lead left at the end of one: the report often comes before the lead. Without it, or when Vapi
   * has none yet, the end-of-call webhook brings it.
   */
  browserCallReport?: (voiceCallId: string) => Promise<CallReport | undefined>
}

/**
 * How long a lead left at the end of a browser voice call waits for the call's report before it
 * goes to sales without it (Vapi sends it seconds after the call).
 */
export const BROWSER_CALL_REPORT_WAIT_MS = 2 * 60 * 1000

/** The words a visitor reads for each outcome, on the page or in a toast. */
export const LEAD_MESSAGES = {
  invalid: 'Please check the fields and try again.',
  limited: 'Too many submissions from your network. Please try again in a few minutes.',
  unavailable: 'We could not save your details right now. Please try again in a minute.',
} as const

export type LeadSubmissionResult =
  | { kind: 'saved'; id: string; created: boolean }
  /** A bot filled the honeypot: it is told "saved" and nothing is stored. */
  | { kind: 'discarded'; id: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }

/**
 * What every way in knows about a submission besides its fields, the shape each capture path
 * (the lead endpoint, the contact form's Server Action, the call-me endpoint) passes along: the
 * visitor's limit key today; where the visitor came from (landing page, referrer, UTM, pages
 * viewed) belongs here too, once it is recorded.
 */
export type SubmissionOptions = {
  /** The per-network limit key (the client's address). */
  clientKey: string
  /** The key when the client sent none: a form posted without JavaScript derives one from its content. */
  fallbackIdempotencyKey?: (lead: {
    name: string
    email: string
    company: string
    phone?: string
    message?: string
  }) => string
  /** What the request itself says of where the visitor came from (its Referer), when the client sent nothing. */
  fallbackAttribution?: LeadAttribution
}

/**
 * One lead submission, whatever carried it (JSON from the widget, a form posted without
 * JavaScript): count it against the network's limit, validate, drop bot submissions, save once
 * per idempotency key. A retry of a lead already stored is answered with its id even when the
 * network's limit is used up: the visitor is entitled to learn that their details arrived.
 */
export async function submitLead(
  value: unknown,
  deps: LeadSubmissionDeps,
  options: SubmissionOptions,
): Promise<LeadSubmissionResult> {
  const log = deps.log ?? ((message, error) => console.error(`[leads] ${message}`, error ?? ''))
  const decision = await deps.limiter.consume(options.clientKey)
  const parsed = leadInputSchema.safeParse(value)

  if (!decision.allowed) {
    const key = parsed.success
      ? (parsed.data.idempotencyKey ?? options.fallbackIdempotencyKey?.(parsed.data))
      : undefined
    const replayed = key ? await storedLeadId(key, deps, log) : undefined
    return replayed
      ? { kind: 'saved', id: replayed, created: false }
      : { kind: 'limited', retryAfterSeconds: decision.retryAfterSeconds }
  }
  if (!parsed.success) return { kind: 'invalid', fields: fieldErrors(parsed.error) }

  const { website, idempotencyKey, transcript, voiceCallId, attribution: sent, ...details } = parsed.data
  const signer = deps.signer ?? replySigner()
  const attribution = hasAttribution(sent) ? sent : options.fallbackAttribution
  const lead = {
    ...details,
    ...(hasAttribution(attribution) ? { attribution } : {}),
    ...(transcript ? { transcript: attributeTranscript(transcript, (text, sig) => signer.verify(text, sig)) } : {}),
  }
  if (website) {
    log('honeypot field filled; lead discarded')
    return { kind: 'discarded', id: randomUUID() }
  }

  try {
    const store = await deps.store()
    const key = idempotencyKey ?? options.fallbackIdempotencyKey?.(lead) ?? randomUUID()
    const saved = await store.save({
      ...lead,
      source: lead.source ?? DEFAULT_LEAD_SOURCE,
      idempotencyKey: key,
      ...(voiceCallId ? { voiceCallId, deliverAfterMs: BROWSER_CALL_REPORT_WAIT_MS } : {}),
    })
    if (saved.created && voiceCallId) await keepBrowserCallReport(voiceCallId, store, deps, log)
    if (saved.created) deps.onSaved?.()
    return { kind: 'saved', ...saved }
  } catch (error) {
    if (error instanceof LeadStoreUnavailableError) log(error.message)
    else log('unexpected error while saving a lead', error)
    return { kind: 'unavailable' }
  }
}

/** The report of the browser call behind a new lead, if Vapi has it already; the webhook brings it otherwise. */
async function keepBrowserCallReport(
  voiceCallId: string,
  store: LeadStore,
  deps: LeadSubmissionDeps,
  log: (message: string, error?: unknown) => void,
) {
  try {
    const report = await deps.browserCallReport?.(voiceCallId)
    if (report) await store.calls.storeReport(voiceCallId, report)
  } catch (error) {
    // The lead is saved; its deliveries wait for the webhook, then go without the report.
    log(`could not read the report of voice call ${voiceCallId}: ${(error as Error).message}`)
  }
}

async function storedLeadId(key: string, deps: LeadSubmissionDeps, log: (message: string) => void) {
  try {
    return await (await deps.store()).findIdByIdempotencyKey(key)
  } catch (error) {
    log(`could not look up a replayed submission: ${(error as Error).message}`)
    return undefined
  }
}
