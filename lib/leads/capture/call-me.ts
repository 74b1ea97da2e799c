import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { RequestLimiter } from '../../http/rate-limit'
import { callableNumber, maskedNumber } from '../../phone/callable-number'
import {
  CALL_ME_MESSAGES,
  type CallMeAnswer,
  type CallMeRefusal,
  countryMessage,
  type VisibleCallState,
} from '../../voice/call-me/messages'
import type { CallState, VapiCalls } from '../../voice/call-me/vapi-calls'
import type { CallAttemptState } from '../store/schema'
import type { LeadStore } from '../store/store'
import { LeadStoreUnavailableError } from '../store/records'
import { CALL_ME_SOURCE } from './sources'
import type { SubmissionOptions } from './submission'
import { hasAttribution } from './attribution'
import { attributionSchema, fieldErrors, requiredText, singleLine } from './validation'

/** A call-me request as the form sends it. */
export const callMeInputSchema = z.object({
  phone: z.string({ error: CALL_ME_MESSAGES.invalidNumber }).trim().min(1, CALL_ME_MESSAGES.invalidNumber),
  firstName: z.string({ error: CALL_ME_MESSAGES.firstName }).pipe(requiredText('First name', 60)),
  business: z
    .string()
    .trim()
    .max(160, 'The kind of business must be at most 160 characters')
    .pipe(singleLine('The kind of business'))
    .transform((value) => value || undefined)
    .optional(),
  consent: z.literal(true, { error: CALL_ME_MESSAGES.consent }),
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotencyKey must be 8 to 100 letters, digits, "-" or "_"')
    .optional(),
  /** Where the visitor came from (lib/leads/capture/attribution.ts), as for every lead. */
  attribution: attributionSchema.optional(),
  /** Honeypot: hidden from people, so only bots fill it in. */
  website: z.string().max(500).optional(),
})

export type CallMeDeps = {
  store: () => Promise<LeadStore> | LeadStore
  limiter: RequestLimiter
  /** Vapi's calls API, or null when the site has no private key or phone number id. */
  vapi: () => VapiCalls | null
  /** The demo assistant (CALL_ME_ASSISTANT_ID, else the CMS's), or null when none is set. */
  assistantId: () => Promise<string | null>
  countries: readonly string[]
  dailyCap: number
  /** How long the lead waits for the call's report before it goes to sales without it. */
  reportWaitMs: number
  /** Called once a lead's deliveries were made due (the call failed): wake the worker. */
  onDue?: () => void
  log?: { info(message: string): void; error(message: string): void }
}

const refused = (reason: CallMeRefusal, error: string, fields?: Record<string, string>): CallMeAnswer => ({
  ok: false,
  reason,
  error,
  ...(fields ? { fields } : {}),
})

/** What the visitor sees of a state: ours before Vapi has the call are "queued", a failure "ended". */
export function visibleState(state: CallAttemptState | CallState): VisibleCallState {
  switch (state) {
    case 'ringing':
    case 'in-progress':
    case 'ended':
      return state
    case 'forwarding':
      return 'in-progress'
    case 'failed':
      return 'ended'
    default:
      return 'queued'
  }
}

/**
 * "Have the AI receptionist call me": every control before a call is placed (the visitor's limit,
 * the fields and consent, the number's country and type, the STOP list, one call per number a
 * day and the site's daily cap, the last two under one lock in the database), then the lead and
 * its call are saved and Vapi is asked to call. The lead's deliveries wait for the end-of-call
 * report (lib/leads/capture/call-report.ts); if Vapi refuses, they go at once without it.
 * `options` is the capture shape every way in shares (lib/leads/capture/submission.ts).
 */
export async function submitCallMe(
  value: unknown,
  deps: CallMeDeps,
  options: SubmissionOptions,
): Promise<CallMeAnswer> {
  const log = deps.log ?? console
  const vapi = deps.vapi()
  const assistantId = vapi ? await deps.assistantId() : null
  if (!vapi || !assistantId) return refused('not-configured', CALL_ME_MESSAGES.notConfigured)

  const decision = await deps.limiter.consume(options.clientKey)
  if (!decision.allowed) return refused('limited', CALL_ME_MESSAGES.limited)

  const parsed = callMeInputSchema.safeParse(value)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return refused('invalid', Object.values(fields)[0] ?? CALL_ME_MESSAGES.invalidNumber, fields)
  }
  const { phone, firstName, business, idempotencyKey, website, attribution: sent } = parsed.data
  const attribution = hasAttribution(sent) ? sent : options.fallbackAttribution
  const number = callableNumber(phone, deps.countries)
  if (!number.ok) {
    if (number.reason === 'invalid')
      return refused('invalid', CALL_ME_MESSAGES.invalidNumber, { phone: CALL_ME_MESSAGES.invalidNumber })
    const message = number.reason === 'country' ? countryMessage(deps.countries) : CALL_ME_MESSAGES.premium
    return refused(number.reason === 'country' ? 'country' : 'premium', message, { phone: message })
  }
  if (website) {
    log.info('[call-me] honeypot field filled; no call placed')
    return { ok: true, callId: randomUUID(), number: maskedNumber(number.e164), state: 'queued' }
  }

  let store: LeadStore
  try {
    store = await deps.store()
    if (await store.calls.isDoNotCall(number.e164))
      return refused('do-not-call', CALL_ME_MESSAGES.doNotCall, { phone: CALL_ME_MESSAGES.doNotCall })
    const reservation = await store.calls.reserve({
      lead: {
        name: firstName,
        // A call-me lead leaves a number, not an email; the kind of business stands for the company.
        email: '',
        company: business ?? '',
        source: CALL_ME_SOURCE,
        phone: number.e164,
        idempotencyKey: idempotencyKey ?? randomUUID(),
        ...(hasAttribution(attribution) ? { attribution } : {}),
      },
      number: number.e164,
      consentAt: new Date(),
      dailyCap: deps.dailyCap,
      reportWaitMs: deps.reportWaitMs,
    })
    if (reservation.kind === 'repeat')
      return refused('repeat', CALL_ME_MESSAGES.repeat, { phone: CALL_ME_MESSAGES.repeat })
    if (reservation.kind === 'capped') {
      log.info(`[call-me] the daily cap of ${deps.dailyCap} calls is reached: no call placed`)
      return refused('capped', CALL_ME_MESSAGES.capped)
    }
    const { attempt } = reservation
    const masked = maskedNumber(number.e164)
    if (reservation.kind === 'replayed') {
      if (attempt.state === 'failed') return refused('call-failed', CALL_ME_MESSAGES.callFailed)
      return { ok: true, callId: attempt.id, number: masked, state: visibleState(attempt.state) }
    }
    try {
      const call = await vapi.place({ assistantId, number: number.e164, firstName, business })
      await store.calls.placed(attempt.id, call.id, call.status)
      log.info(`[call-me] placed call ${call.id} for lead ${attempt.leadId}`)
      return { ok: true, callId: attempt.id, number: masked, state: visibleState(call.status) }
    } catch (error) {
      log.error(`[call-me] Vapi did not place the call for lead ${attempt.leadId}: ${(error as Error).message}`)
      await store.calls.failed(attempt.id)
      deps.onDue?.()
      return refused('call-failed', CALL_ME_MESSAGES.callFailed)
    }
  } catch (error) {
    if (error instanceof LeadStoreUnavailableError) log.error(`[call-me] ${error.message}`)
    else log.error(`[call-me] unexpected error: ${(error as Error).message}`)
    return refused('unavailable', CALL_ME_MESSAGES.unavailable)
  }
}

/**
 * How a call the visitor asked for stands, for the form's polling: read from Vapi while the call
 * is live (and kept), the stored state once it ended. Undefined for an id that is no call.
 */
export async function callMeState(
  attemptId: string,
  deps: Pick<CallMeDeps, 'store' | 'vapi' | 'log'>,
): Promise<VisibleCallState | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(attemptId)) return undefined
  const store = await deps.store()
  const attempt = await store.calls.find(attemptId)
  if (!attempt) return undefined
  const vapi = deps.vapi()
  if (!attempt.vapiCallId || !vapi || attempt.state === 'ended' || attempt.state === 'failed')
    return visibleState(attempt.state)
  try {
    const call = await vapi.get(attempt.vapiCallId)
    if (call.status !== attempt.state) await store.calls.setState(attempt.id, call.status)
    return visibleState(call.status)
  } catch (error) {
    ;(deps.log ?? console).error(`[call-me] could not read call ${attempt.vapiCallId}: ${(error as Error).message}`)
    return visibleState(attempt.state)
  }
}
