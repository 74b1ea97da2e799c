import { randomUUID } from 'node:crypto'
import { jsonError, readJsonBody } from '../http/json-body'
import { crossSiteRejection } from '../http/origin'
import { clientKey, type RequestLimiter } from '../http/rate-limit'
import { type LeadStore, LeadStoreUnavailableError } from './store'
import { fieldErrors, leadInputSchema } from './validation'

/** A lead is a few hundred bytes; anything far larger is not a person filling in a form. */
export const LEAD_BODY_LIMIT_BYTES = 8 * 1024

export type LeadEndpointDeps = {
  store: () => Promise<LeadStore> | LeadStore
  limiter: RequestLimiter
  log?: (message: string, error?: unknown) => void
  /** Origins besides the request's own host that may post here (the configured site URL). */
  allowedOrigins?: readonly string[]
}

/** POST /api/gpt-lead: validate, rate-limit, save once per idempotency key. */
export async function handleLeadPost(request: Request, deps: LeadEndpointDeps): Promise<Response> {
  const log = deps.log ?? ((message, error) => console.error(`[gpt-lead] ${message}`, error ?? ''))

  const crossSite = crossSiteRejection(request, deps.allowedOrigins)
  if (crossSite) return crossSite

  const decision = await deps.limiter.consume(clientKey(request))
  if (!decision.allowed) {
    return jsonError(
      429,
      { error: 'Too many submissions from your network. Please try again in a few minutes.' },
      { 'retry-after': String(decision.retryAfterSeconds) },
    )
  }

  const body = await readJsonBody(request, LEAD_BODY_LIMIT_BYTES)
  if (!body.ok) return body.response

  const parsed = leadInputSchema.safeParse(body.value)
  if (!parsed.success) {
    return jsonError(400, { error: 'Please check the fields and try again.', fields: fieldErrors(parsed.error) })
  }
  const { website, idempotencyKey, ...lead } = parsed.data

  if (website) {
    // A bot filled the hidden field: answer like a success so it learns nothing, store nothing.
    log('honeypot field filled; lead discarded')
    return Response.json({ id: randomUUID() }, { status: 201 })
  }

  try {
    const store = await deps.store()
    const saved = await store.save({ ...lead, source: lead.source ?? 'website', idempotencyKey: idempotencyKey ?? randomUUID() })
    return Response.json(
      { id: saved.id },
      { status: saved.created ? 201 : 200, headers: saved.created ? {} : { 'idempotent-replayed': 'true' } },
    )
  } catch (error) {
    if (!(error instanceof LeadStoreUnavailableError)) log('unexpected error while saving a lead', error)
    else log(error.message)
    return jsonError(
      503,
      { error: 'We could not save your details right now. Please try again in a minute.' },
      { 'retry-after': '30' },
    )
  }
}
