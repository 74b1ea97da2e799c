import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { sameSiteReturnPath } from '@/lib/publishing/draft-mode'

/**
 * Leaves draft mode and returns to the published page the visitor was on: a path on this site only,
 * answered with a relative Location so the browser stays on the host it used.
 */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const path = sameSiteReturnPath(request.nextUrl.searchParams.get('redirect'), getConfig().siteUrl)
  return new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } })
}
