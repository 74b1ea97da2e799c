import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { jsonError, readBodyBytes } from '../../http/json-body'
import type { CallReport } from '../store/calls'
import type { LeadStore } from '../store/store'

/** The header Vapi sends the server URL's secret in (the assistant's or phone number's "Server URL secret"). */
export const VAPI_SECRET_HEADER = 'x-vapi-secret'

/**
 * An end-of-call report carries the whole transcript and the call's messages: generous for a
 * long call, bounded all the same (refused by its Content-Length, or counted as it arrives).
 */
export const CALL_REPORT_BODY_LIMIT_BYTES = 1024 * 1024

/** What is kept of a report: the transcript and summary cut to these many characters. */
const KEPT_CHARS = { transcript: 100_000, summary: 5_000, url: 2_000 } as const

const text = (max: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max))
    .optional()
    .catch(undefined)

/**
 * A server message as Vapi sends it: `{message: {type, call: {id}, …}}`; of an end-of-call report
 * the transcript and recording (in `artifact`, or at the top of older messages), Vapi's summary
 * (`analysis.summary`, or `summary`) and `durationSeconds`.
 */
const serverMessage = z.object({
  message: z.object({
    type: z.string(),
    call: z.object({ id: z.string().min(1).max(100) }).optional(),
    durationSeconds: z.number().nonnegative().optional().catch(undefined),
    transcript: text(KEPT_CHARS.transcript),
    summary: text(KEPT_CHARS.summary),
    recordingUrl: text(KEPT_CHARS.url),
    artifact: z
      .object({ transcript: text(KEPT_CHARS.transcript), recordingUrl: text(KEPT_CHARS.url) })
      .optional()
      .catch(undefined),
    analysis: z
      .object({ summary: text(KEPT_CHARS.summary) })
      .optional()
      .catch(undefined),
  }),
})

export type CallReportDeps = {
  /** VAPI_SERVER_SECRET; unset switches the endpoint off (404). */
  secret: string | undefined
  store: () => Promise<LeadStore> | LeadStore
  /** Called once a report was stored and the lead's deliveries made due: wake the worker. */
  onStored?: () => void
  log?: { info(message: string): void; error(message: string): void }
}

/** Compares the secret Vapi sent with ours in constant time (as bytes; a length mismatch is a mismatch). */
function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const http = /^https?:\/\//i

/**
 * POST /api/voice/calls, Vapi's server URL: checks the secret before reading anything, bounds the
 * body, and keeps an end-of-call report with the lead of its call, once per Vapi call id (a replay
 * answers 200 and changes nothing). Other server messages are acknowledged and ignored.
 */
export async function handleCallReport(request: Request, deps: CallReportDeps): Promise<Response> {
  const log = deps.log ?? console
  if (!deps.secret)
    return jsonError(404, {
      error: 'Call reports are switched off: VAPI_SERVER_SECRET is not set (see docs/voice.md).',
    })
  const sent = request.headers.get(VAPI_SECRET_HEADER)
  if (!sent) return jsonError(401, { error: `Missing ${VAPI_SECRET_HEADER} header` })
  if (!sameSecret(sent, deps.secret)) return jsonError(401, { error: 'Wrong server secret' })

  const body = await readBodyBytes(request, CALL_REPORT_BODY_LIMIT_BYTES)
  if (!body.ok)
    return jsonError(413, { error: `The body is too large (at most ${CALL_REPORT_BODY_LIMIT_BYTES} bytes)` })
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(body.bytes))
  } catch {
    return jsonError(400, { error: 'The body is not valid JSON' })
  }
  const parsed = serverMessage.safeParse(json)
  if (!parsed.success) return jsonError(400, { error: 'Not a Vapi server message ({message: {type, …}})' })
  const { message } = parsed.data
  if (message.type !== 'end-of-call-report') return Response.json({ received: true, ignored: message.type })
  if (!message.call) return jsonError(400, { error: 'An end-of-call report without message.call.id' })

  const recordingUrl = message.artifact?.recordingUrl ?? message.recordingUrl
  const report: CallReport = {
    transcript: message.artifact?.transcript || message.transcript || undefined,
    summary: message.analysis?.summary || message.summary || undefined,
    durationSeconds: message.durationSeconds === undefined ? undefined : Math.round(message.durationSeconds),
    // Only a web address: the email links it.
    recordingUrl: recordingUrl && http.test(recordingUrl) ? recordingUrl : undefined,
  }
  try {
    const stored = await (await deps.store()).calls.storeReport(message.call.id, report)
    if (stored.kind === 'unknown') {
      // A call the site did not place (the dashboard, another integration): nothing to keep.
      return Response.json({ received: true, stored: false })
    }
    if (stored.kind === 'duplicate') return Response.json({ received: true, stored: false, duplicate: true })
    log.info(`[call-me] the report of call ${message.call.id} is kept with lead ${stored.leadId}`)
    deps.onStored?.()
    return Response.json({ received: true, stored: true })
  } catch (error) {
    log.error(`[call-me] could not keep the report of call ${message.call.id}: ${(error as Error).message}`)
    // Vapi may retry (when its server settings ask for retries); nothing was kept.
    return jsonError(503, { error: 'The report could not be kept right now' }, { 'retry-after': '30' })
  }
}
