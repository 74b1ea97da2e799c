import { jsonError } from './json-body'

/**
 * Browsers send Origin with every cross-site POST. A request from a page on another site is
 * refused, so no other site can submit leads or spend Michael's budget through a visitor's
 * browser. A request without Origin (a server, curl) is not a browser acting for someone else.
 */
export function crossSiteRejection(request: Request, allowedOrigins: readonly string[] = []): Response | null {
  const origin = request.headers.get('origin')
  if (origin === null) return null
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return jsonError(403, { error: 'Cross-site requests are not allowed.' })
  }
  if (originHost === host || allowedOrigins.some((allowed) => new URL(allowed).host === originHost)) return null
  return jsonError(403, { error: 'Cross-site requests are not allowed.' })
}
