/**
 * Which requests the service worker (worker/service-worker.ts) answers and what it may keep.
 * Pure functions over the Fetch API's own types, so they run, and are tested, in Node too.
 */

/** The page shown for a page this device has not kept when the network is gone. */
export const OFFLINE_PATH = '/offline'

/**
 * Never served from or kept in the offline cache: the Studio, the API (draft mode included) and
 * the staff inbox (personal data; its answers are private, no-store as well).
 */
const NETWORK_ONLY_PATHS = [/^\/studio(\/|$)/, /^\/api\//, /^\/staff(\/|$)/]

function isNetworkOnlyPath(pathname: string): boolean {
  return NETWORK_ONLY_PATHS.some((pattern) => pattern.test(pathname))
}

/**
 * A request for a page's HTML: a navigation, or the page asking the worker to keep an address
 * (it sends `Accept: text/html`). Next's client-side navigations fetch React Server Component
 * payloads instead (an `RSC` header, an `_rsc` parameter); those stay with the network, and
 * when it is gone Next falls back to a full page load, which lands here.
 */
export function isPageRequest(request: Request, url: URL, sameOrigin: boolean): boolean {
  if (!sameOrigin || request.method !== 'GET' || isNetworkOnlyPath(url.pathname)) return false
  if (request.headers.has('rsc') || url.searchParams.has('_rsc')) return false
  return request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')
}

/** A build file named anywhere in a page: its tags, and the chunk lists of its inline RSC payload. */
const BUILD_FILE = /\/_next\/static\/[\w\-.~%/]+?\.(?:js|css|woff2)(?:\?(?:[\w\-.~%=]|&amp;|&)+)?/g

/**
 * The build files a page's HTML names: the scripts, style sheets and fonts it loads, and the
 * chunks its client components load later (lazy sections, next/dynamic), which its inline RSC
 * payload lists. A kept page needs them all to run offline rather than fall into its error page.
 */
export function buildFilesOf(html: string): string[] {
  return [...new Set((html.match(BUILD_FILE) ?? []).map((url) => url.replaceAll('&amp;', '&')))].sort()
}

/** Next's build output: content-hashed file names, so a cached copy never goes stale. */
export function isBuildAsset(url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && url.pathname.startsWith('/_next/static/')
}

/** Pictures served by this site (the image optimiser, the seed illustrations, icons). */
export function isSiteImage(request: Request, url: URL, sameOrigin: boolean): boolean {
  if (!sameOrigin || request.method !== 'GET' || isNetworkOnlyPath(url.pathname)) return false
  return request.destination === 'image' || url.pathname.startsWith('/_next/image')
}

/**
 * Whether a response may be kept for offline use: a complete, successful, same-origin answer
 * that its server did not mark private or no-store (a draft preview, anything personal).
 */
export function mayKeepOffline(response: Response): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase()
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)
}
