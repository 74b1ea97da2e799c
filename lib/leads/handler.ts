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
  /** Proxies in front of the site (TRUSTED_PROXY_HOPS); the configured value when omitted. */
  trustedProxyHops?: number
  /** Origins besides the request's own host that may post here (the configured site URL). */
  allowedOrigins?: readonly string[]
}

/** POST /api/gpt-lead: validate, rate-limit, save once per idempotency key. */
export async function handleLeadPost(request: Request, deps: LeadEndpointDeps): Promise<Response> {
  const log = deps.log ?? ((message, error) => console.error(`[gpt-lead] ${message}`, error ?? ''))

  const crossSite = crossSiteRejection(request, deps.allowedOrigins)
  if (crossSite) return crossSite

  const decision = await deps.limiter.consume(clientKey(request, deps.trustedProxyHops))
  const body = await readJsonBody(request, LEAD_BODY_LIMIT_BYTES)
  if (!decision.allowed) {
    // A retry of a lead already stored is answered even when the network's limit is used up:
    // the visitor is entitled to learn that their details arrived.
    const replayed = body.ok ? await storedLeadId(body.value, deps, log) : undefined
    if (replayed) return replay(replayed)
    return jsonError(
      429,
      { error: 'Too many submissions from your network. Please try again in a few minutes.' },
      { 'retry-after': String(decision.retryAfterSeconds) },
    )
  }
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
    return saved.created ? Response.json({ id: saved.id }, { status: 201 }) : replay(saved.id)
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

const replay = (id: string) => Response.json({ id }, { status: 200, headers: { 'idempotent-replayed': 'true' } })

/** The id of the lead a valid body's idempotency key was already saved under, if any. */
async function storedLeadId(value: unknown, deps: LeadEndpointDeps, log: (message: string) => void) {
  const parsed = leadInputSchema.safeParse(value)
  if (!parsed.success || !parsed.data.idempotencyKey) return undefined
  try {
    return await (await deps.store()).findIdByIdempotencyKey(parsed.data.idempotencyKey)
  } catch (error) {
    log(`could not look up a replayed submission: ${(error as Error).message}`)
    return undefined
  }
}
