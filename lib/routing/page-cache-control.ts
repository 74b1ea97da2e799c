import type { SiteConfig } from '../config'
import type { AddressKind } from './known-routes'

/** Next's draft mode cookie: a request carrying it may be shown drafts. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Answers a shared cache may store but must check with the site before each use; a browser likewise. */
export const ASK_EVERY_TIME = 'private, no-cache'

export type PageRequest = {
  method: string
  /**
   * What the address is (lib/routing/known-routes.ts addressKind): a public page the site has (in
   * the route index); a feed, the sitemap or a share card, drawn from published content; the
   * Studio's page; one shaped like a page or share card while the route index is not read yet (an
   * outage at start), which may turn out not to exist; or anything else (the staff area, the API,
   * icons, files), whose answers Next's own headers describe.
   */
  page: AddressKind | 'unknown'
  /** Next's client router asks for the page's RSC payload (the `RSC: 1` header) instead of its HTML. */
  rsc: boolean
  draftModeCookie: boolean
}

/**
 * The Cache-Control header of the answer to a request for a page, or undefined to leave Next's own.
 * proxy.ts sets it before the page renders, and Next keeps a Cache-Control it finds already set
 * (on prerendered pages and their RSC payloads alike), except on the answers it marks private
 * itself (an error, draft mode).
 *
 * Next sends every prerendered page and file with `s-maxage=31536000`: a CDN in front keeps it a
 * year, and a publish, which refreshes Next's own cache, never reaches the visitors the CDN answers.
 * The HTML of a public page, the feeds, the sitemap and the share cards are sent instead with
 * `s-maxage=<htmlMaxAge>` (CDN_HTML_MAX_AGE) and `stale-while-revalidate=<htmlStaleWhileRevalidate>`:
 * shared caches keep them briefly, then serve them while they fetch them again. Browsers are told
 * nothing new (`s-maxage` is for shared caches).
 *
 * Never kept by a shared cache (ASK_EVERY_TIME):
 * - the Studio's page: its HTML names this build's scripts, which the next deploy removes, so a
 *   copy kept for a year would be a Studio that does not load;
 * - an RSC payload: Next answers one whose `_rsc` query does not match its headers with a redirect
 *   that it leaves without a Cache-Control, so a header set here would let a CDN keep a redirect
 *   that any request can cause, and send every navigation to that page elsewhere;
 * - a request with the draft mode cookie (Next marks a real draft answer private too);
 * - a page-shaped address while the route index is unknown: it may be a 404.
 *
 * Left as Next has it: a method other than GET or HEAD, any other address, and Vercel, whose CDN is
 * purged by tag when Next's cache is revalidated.
 */
export function pageCacheControl(
  request: PageRequest,
  { platform, sharedCaches }: Pick<SiteConfig, 'platform' | 'sharedCaches'>,
): string | undefined {
  if (platform === 'vercel') return undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (request.page === 'other') return undefined
  if (request.page === 'unknown' || request.page === 'studio' || request.rsc || request.draftModeCookie)
    return ASK_EVERY_TIME
  return `s-maxage=${sharedCaches.htmlMaxAge}, stale-while-revalidate=${sharedCaches.htmlStaleWhileRevalidate}`
}
