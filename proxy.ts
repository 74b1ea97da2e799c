import { type NextRequest, NextResponse } from 'next/server'
import { getConfig } from './lib/config'
import { createStaffSupabase } from './lib/staff/supabase-client'

/**
 * Next's proxy (formerly middleware), for the staff area only: every other page never runs it and
 * stays prerendered. It keeps the Supabase session fresh (a token near expiry is refreshed and the
 * new cookies go to both the page being rendered and the browser) and marks every answer private
 * and unindexed. It decides nothing: each page, action and download checks access itself.
 */
export const config = { matcher: ['/staff', '/staff/:path*'] }

export async function proxy(request: NextRequest) {
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
