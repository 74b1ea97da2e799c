import { type NextRequest, NextResponse } from 'next/server'
import { getConfig } from './lib/config'
import { crossSiteRejection } from './lib/http/origin'
import { UNSUPPORTED_METHOD } from './lib/ops/server-seam'
import { guardRoutes } from './lib/routing/route-guard'
import { createStaffSupabase } from './lib/staff/supabase-client'

/**
 * Next's proxy (formerly middleware). It runs before routing and changes no page's rendering:
 * prerendered pages stay prerendered.
 * - /staff: keeps the Supabase session fresh and marks every answer private and unindexed.
 * - everything else: an address the site does not have is answered before any page renders
 *   (lib/routing/route-guard.ts).
 * - on every path: a method the site has no use for is refused 405, and a cross-site POST to a
 *   page (a Server Action from another site's form) 403, before Next turns either into a 500.
 */
export const config = {
  // Build files and optimised images are answered by Next before anything of ours.
  matcher: ['/((?!_next/static|_next/image).*)'],
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (request.method === UNSUPPORTED_METHOD)
    return new NextResponse(null, { status: 405, headers: { allow: 'GET, HEAD, POST', 'cache-control': 'no-store' } })
  // The API routes check their own callers (origin, limits, bodies) and are never pages.
  if (pathname.startsWith('/api/')) return NextResponse.next()
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const crossSite = crossSiteRejection(request, [getConfig().siteUrl])
    if (crossSite) return crossSite
  }
  return pathname === '/staff' || pathname.startsWith('/staff/') ? staffProxy(request) : guardRoutes(request)
}

/**
 * The staff area: a token near expiry is refreshed and the new cookies go to both the page being
 * rendered and the browser. It decides nothing: each page, action and download checks access itself.
 */
async function staffProxy(request: NextRequest) {
  let response = NextResponse.next({ request })
  const { staff, siteUrl } = getConfig()
  if (staff.auth === 'supabase') {
    const supabase = createStaffSupabase(
      staff,
      {
        getAll: () => request.cookies.getAll(),
        setAll: (toSet, headers) => {
          for (const { name, value } of toSet) request.cookies.set(name, value)
          response = NextResponse.next({ request })
          for (const { name, value, options } of toSet) response.cookies.set(name, value, options)
          for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value)
        },
      },
      { secure: siteUrl.startsWith('https://') },
    )
    // Verifies the access token, refreshing the session first when the token is (nearly) expired.
    await supabase.auth.getClaims()
  }
  response.headers.set('cache-control', 'private, no-store')
  response.headers.set('x-robots-tag', 'noindex, nofollow')
  return response
}
