import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Sanity's webhook signature, `sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`
 * (the format of @sanity/webhook), checked more strictly than that library does: the timestamp must
 * be within `toleranceMs` of now, so a captured publish cannot be replayed later to set off
 * revalidation storms, and the digests are compared in constant time.
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000

const SIGNATURE_PATTERN = /^t=(\d{1,16})[, ]+v1=([A-Za-z0-9_-]{1,128})$/

export type SignatureCheck =
  /** `digest`: the HMAC in canonical base64url, whatever spelling the header used (what a replay is known by). */
  { valid: true; timestamp: number; digest: string } | { valid: false; reason: 'malformed' | 'expired' | 'mismatch' }

export function verifyWebhookSignature(
  body: string,
  header: string,
  secret: string,
  { now = Date.now(), toleranceMs = SIGNATURE_TOLERANCE_MS }: { now?: number; toleranceMs?: number } = {},
): SignatureCheck {
  const match = SIGNATURE_PATTERN.exec(header.trim())
  if (!match) return { valid: false, reason: 'malformed' }
  const timestamp = Number(match[1])
  if (Math.abs(now - timestamp) > toleranceMs) return { valid: false, reason: 'expired' }
  const expected = createHmac('sha256', secret.trim()).update(`${timestamp}.${body}`).digest()
  const given = Buffer.from(match[2]!, 'base64url')
  // timingSafeEqual needs equal lengths; a length mismatch says nothing about the secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'mismatch' }
  return { valid: true, timestamp, digest: expected.toString('base64url') }
}
