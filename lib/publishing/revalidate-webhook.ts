import { parseBody } from 'next-sanity/webhook'
import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { tagsForDocument } from '../content/site'

/** The header Sanity signs webhooks with (@sanity/webhook's SIGNATURE_HEADER_NAME). */
export const SIGNATURE_HEADER = 'sanity-webhook-signature'

/**
 * The webhook's projection (README): `{_type, _id, "slug": slug.current, "previousSlug": before().slug.current}`.
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
}

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

/**
 * POST /api/revalidate: Sanity calls it when a document is published, edited or deleted. The
 * signature is checked with next-sanity's parseBody; a valid call revalidates exactly the cache tags
 * of the document it names (its type, its slug, its previous slug), so the change shows within seconds.
 */
export async function handleRevalidateWebhook(request: NextRequest, deps: RevalidateWebhookDeps): Promise<Response> {
  if (!deps.secret) {
    // Not a server fault: the route is switched off until a secret is configured (a 5xx would
    // also make Sanity retry the delivery for hours).
    return json(404, {
      revalidated: false,
      message:
        'Revalidation is disabled: SANITY_REVALIDATE_SECRET is not set. Set it to the secret of the Sanity webhook (see README, "Publishing loop").',
    })
  }
  if (!request.headers.get(SIGNATURE_HEADER)) {
    return json(401, { revalidated: false, message: `Missing ${SIGNATURE_HEADER} header` })
  }
  let parsed: Awaited<ReturnType<typeof parseBody>>
  try {
    parsed = await parseBody(request, deps.secret, deps.waitForConsistency ?? true)
  } catch {
    return json(400, { revalidated: false, message: 'The body is not valid JSON' })
  }
  if (parsed.isValidSignature !== true) {
    return json(401, { revalidated: false, message: 'Invalid signature' })
  }
  const document = webhookPayload.safeParse(parsed.body)
  if (!document.success) {
    return json(400, { revalidated: false, message: 'The body must name the document: {_type, slug?, previousSlug?}' })
  }
  const tags = tagsForDocument(document.data)
  for (const tag of tags) deps.revalidate(tag)
  return json(200, { revalidated: true, tags })
}
