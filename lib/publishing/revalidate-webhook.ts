import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { tagsForDocument } from '../content/site'
import { readBodyBytes } from '../http/json-body'
import { type SeenSignatures, webhookSeenSignatures } from './seen-signatures'
import { SIGNATURE_TOLERANCE_MS, verifyWebhookSignature } from './webhook-signature'

/** The header Sanity signs webhooks with (@sanity/webhook's SIGNATURE_HEADER_NAME). */
export const SIGNATURE_HEADER = 'sanity-webhook-signature'

/** The webhook's body is a small projection (below); anything larger is refused before it is read or verified. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024

/** How long the Content Lake's CDN may take to serve what was just published. */
const CONSISTENCY_DELAY_MS = 3_000

/**
 * The webhook's projection (docs/publishing.md): `{_type, _id, "slug": slug.current, "previousSlug": before().slug.current}`.
 * Product pages are addressed by `path`, so the slug of a product is its slug field like any other.
 */
const webhookPayload = z.object({
  _type: z.string().min(1),
  _id: z.string().optional(),
  slug: z.string().min(1).nullish(),
  previousSlug: z.string().min(1).nullish(),
})

export type RevalidateWebhookDeps = {
  /** SANITY_REVALIDATE_SECRET; unset disables the route. */
  secret: string | undefined
  /** next/cache revalidateTag with the chosen profile. */
  revalidate: (tag: string) => void
  /** Wait for the Content Lake's CDN to see the publish before invalidating (off in tests). */
  waitForConsistency?: boolean
  /** The signatures already accepted (lib/publishing/seen-signatures.ts); this process's record when omitted. */
  seen?: SeenSignatures
}

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

/**
 * POST /api/revalidate: Sanity calls it when a document is published, edited or deleted. Before
 * anything else the body is capped (64 KB, by Content-Length and by counting bytes), then the
 * signature is checked (timestamp within 5 minutes, constant-time compare) and must not have been
 * accepted before (409: a replay); a valid call revalidates exactly the cache tags of the
 * document it names (its type, its slug, its previous slug), so the change shows within seconds.
 */
export async function handleRevalidateWebhook(request: NextRequest, deps: RevalidateWebhookDeps): Promise<Response> {
  if (!deps.secret) {
    // Not a server fault: the route is switched off until a secret is configured (a 5xx would
    // also make Sanity retry the delivery for hours).
    return json(404, {
      revalidated: false,
      message:
        'Revalidation is disabled: SANITY_REVALIDATE_SECRET is not set. Set it to the secret of the Sanity webhook (see docs/publishing.md, "The webhook").',
    })
  }
  const signature = request.headers.get(SIGNATURE_HEADER)
  if (!signature) {
    return json(401, { revalidated: false, message: `Missing ${SIGNATURE_HEADER} header` })
  }
  const body = await readBodyBytes(request, MAX_WEBHOOK_BODY_BYTES)
  if (!body.ok) {
    return json(413, { revalidated: false, message: `The body is too large (at most ${MAX_WEBHOOK_BODY_BYTES} bytes)` })
  }
  const text = new TextDecoder().decode(body.bytes)
  const check = verifyWebhookSignature(text, signature, deps.secret)
  if (!check.valid) {
    const message =
      check.reason === 'expired'
        ? 'Signature expired: its timestamp is more than 5 minutes from now'
        : 'Invalid signature'
    return json(401, { revalidated: false, message })
  }
  // A signature verifies until its timestamp is 5 minutes old: remember it until then.
  const remember = Math.max(1, check.timestamp + SIGNATURE_TOLERANCE_MS - Date.now() + 1)
  if (!(await (deps.seen ?? webhookSeenSignatures()).firstTime(check.digest, remember))) {
    return json(409, {
      revalidated: false,
      message: 'This call was already received: each signed webhook call is accepted once',
    })
  }
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return json(400, { revalidated: false, message: 'The body is not valid JSON' })
  }
  const document = webhookPayload.safeParse(payload)
  if (!document.success) {
    return json(400, { revalidated: false, message: 'The body must name the document: {_type, slug?, previousSlug?}' })
  }
  if (deps.waitForConsistency ?? true) await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_DELAY_MS))
  const tags = tagsForDocument(document.data)
  for (const tag of tags) deps.revalidate(tag)
  return json(200, { revalidated: true, tags })
}
