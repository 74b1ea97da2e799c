import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

/** Leaves draft mode and returns to the published page the visitor was on (same-site paths only). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const back = request.nextUrl.searchParams.get('redirect') ?? '/'
  const path = back.startsWith('/') && !back.startsWith('//') ? back : '/'
  return NextResponse.redirect(new URL(path, request.url))
}
