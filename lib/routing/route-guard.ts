import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { getConfig } from '../config'
import { addressKind, classifyPath } from './known-routes'
import { DRAFT_MODE_COOKIE, pageCacheControl, type PageRequest } from './page-cache-control'
import { currentRouteIndex, recheckRouteIndex } from './route-index'

/** Answers that are about this request alone: never kept by a browser or a CDN. */
const NO_STORE = { 'cache-control': 'private, no-store' }

/** The 404 and 400 pages (app/(site)/page-not-found, app/(site)/bad-request), prerendered at build. */
export const NOT_FOUND_PATH = '/page-not-found'
export const BAD_REQUEST_PATH = '/bad-request'

/** A marketer previewing drafts may open a page that is not published yet. */
const previewingDrafts = (request: NextRequest) =>
  getConfig().publishing.draftMode && request.cookies.has(DRAFT_MODE_COOKIE)

/** Lets the request through, with what shared caches may do with the answer (lib/routing/page-cache-control.ts). */
function pass(request: NextRequest, page: PageRequest['page']): NextResponse {
  const cacheControl = pageCacheControl(
    {
      method: request.method,
      page,
      rsc: request.headers.get('rsc') === '1',
      draftModeCookie: request.cookies.has(DRAFT_MODE_COOKIE),
    },
    getConfig(),
  )
  return NextResponse.next(cacheControl ? { headers: { 'cache-control': cacheControl } } : undefined)
}

/**
 * proxy.ts: an address the site does not have is answered before any page renders, so made-up
 * URLs cost no render, no share image and nothing in the page cache. Unknown pages get the 404
 * prerendered at build time (in the site's design, theme script and all, readable without
 * JavaScript), share cards a plain 404, and a path that does not decode a 400. A public page the
 * site has is let through with what shared caches may do with it (lib/routing/page-cache-control.ts).
 */
export async function guardRoutes(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl
  const studioDeepLinks = getConfig().content.source === 'sanity'
  let index = await currentRouteIndex()
  const kind = addressKind(pathname)
  if (!index || previewingDrafts(request))
    return pass(request, kind === 'page' || kind === 'published' ? 'unknown' : kind)
  let verdict = classifyPath(pathname, index, { studioDeepLinks })
  if (verdict === 'not-found' || verdict === 'image-not-found') {
    // Published since the index was read? Read it again (at most every few seconds).
    index = (await recheckRouteIndex()) ?? index
    verdict = classifyPath(pathname, index, { studioDeepLinks })
  }
  switch (verdict) {
    case 'pass':
      return pass(request, kind)
    case 'not-found':
      return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404, headers: NO_STORE })
    case 'image-not-found':
    case 'internal':
      return new NextResponse('Not Found', {
        status: 404,
        headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' },
      })
    case 'bad-request':
      return NextResponse.rewrite(new URL(BAD_REQUEST_PATH, request.url), { status: 400, headers: NO_STORE })
  }
}
