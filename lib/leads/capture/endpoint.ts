import { jsonError, readJsonBody } from '../../http/json-body'
import { crossSiteRejection } from '../../http/origin'
import { clientKey } from '../../http/rate-limit'
import { requestAttribution } from './attribution'
import { LEAD_MESSAGES, type LeadSubmissionDeps, submitLead } from './submission'

/**
 * A lead is a few hundred bytes, and the chat's transcript at most 16 KB; anything far larger
 * is not a person filling in a form.
 */
export const LEAD_BODY_LIMIT_BYTES = 24 * 1024

export type LeadEndpointDeps = LeadSubmissionDeps & {
  /** Origins besides the request's own host that may post here (the configured site URL). */
  allowedOrigins?: readonly string[]
}

/** POST /api/gpt-lead: JSON in, the shared submission (lib/leads/capture/submission.ts), JSON out. */
export async function handleLeadPost(request: Request, deps: LeadEndpointDeps): Promise<Response> {
  const crossSite = crossSiteRejection(request, deps.allowedOrigins)
  if (crossSite) return crossSite

  const body = await readJsonBody(request, LEAD_BODY_LIMIT_BYTES)
  if (!body.ok) return body.response

  const result = await submitLead(body.value, deps, {
    clientKey: clientKey(request.headers),
    // A client that sends no attribution (an older page, another form) still says which page it was on.
    fallbackAttribution: requestAttribution(request, deps.allowedOrigins),
  })
  switch (result.kind) {
    case 'saved':
      return result.created
        ? Response.json({ id: result.id }, { status: 201 })
        : Response.json({ id: result.id }, { status: 200, headers: { 'idempotent-replayed': 'true' } })
    case 'discarded':
      // Answered like a success so the bot learns nothing.
      return Response.json({ id: result.id }, { status: 201 })
    case 'invalid':
      return jsonError(400, { error: LEAD_MESSAGES.invalid, fields: result.fields })
    case 'limited':
      return jsonError(429, { error: LEAD_MESSAGES.limited }, { 'retry-after': String(result.retryAfterSeconds) })
    case 'unavailable':
      return jsonError(503, { error: LEAD_MESSAGES.unavailable }, { 'retry-after': '30' })
  }
}
