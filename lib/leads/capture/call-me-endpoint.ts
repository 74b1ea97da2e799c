import { jsonError, readJsonBody } from '../../http/json-body'
import { crossSiteRejection } from '../../http/origin'
import { clientKey, type RequestLimiter } from '../../http/rate-limit'
import type { CallMeRefusal } from '../../voice/call-me/messages'
import { requestAttribution } from './attribution'
import { callMeState, type CallMeDeps, submitCallMe } from './call-me'

/** A call-me request is a phone number, a first name and a kind of business: a few hundred bytes. */
export const CALL_ME_BODY_LIMIT_BYTES = 4 * 1024

/** Each refusal's status: the form reads the JSON answer's `reason` and `error`, a script the status. */
const STATUS: Record<CallMeRefusal, number> = {
  invalid: 400,
  country: 400,
  premium: 400,
  repeat: 409,
  'do-not-call': 409,
  capped: 429,
  limited: 429,
  unavailable: 503,
  'call-failed': 502,
  'not-configured': 404,
}

/** POST /api/call-me: the visitor's request for a call (lib/leads/capture/call-me.ts); 201 once Vapi has it. */
export async function handleCallMePost(
  request: Request,
  deps: CallMeDeps & { allowedOrigins?: readonly string[] },
): Promise<Response> {
  const crossSite = crossSiteRejection(request, deps.allowedOrigins)
  if (crossSite) return crossSite
  const body = await readJsonBody(request, CALL_ME_BODY_LIMIT_BYTES)
  if (!body.ok) return body.response
  const answer = await submitCallMe(body.value, deps, {
    clientKey: clientKey(request.headers),
    // A client that sends no attribution still says which page it was on.
    fallbackAttribution: requestAttribution(request, deps.allowedOrigins),
  })
  if (answer.ok) return Response.json(answer, { status: 201, headers: { 'cache-control': 'no-store' } })
  return jsonError(STATUS[answer.reason], answer)
}

/** GET /api/call-me/{id}: how the call stands, `{state}` (queued, ringing, in-progress, ended), or 404. */
export async function handleCallStateGet(
  request: Request,
  id: string,
  deps: Pick<CallMeDeps, 'store' | 'vapi' | 'log'> & { limiter: RequestLimiter },
): Promise<Response> {
  const decision = await deps.limiter.consume(clientKey(request.headers))
  if (!decision.allowed)
    return jsonError(429, { error: 'Too many requests' }, { 'retry-after': String(decision.retryAfterSeconds) })
  try {
    const state = await callMeState(id, deps)
    return state
      ? Response.json({ state }, { headers: { 'cache-control': 'no-store' } })
      : jsonError(404, { error: 'No such call' })
  } catch {
    return jsonError(503, { error: 'The call’s state cannot be read right now' }, { 'retry-after': '5' })
  }
}
