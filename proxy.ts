import type { NextRequest } from 'next/server'
import { guardRoutes } from '@/lib/routing/route-guard'

/** Runs before routing (Next 16's middleware): lib/routing/route-guard.ts says what it decides. */
export function proxy(request: NextRequest) {
  return guardRoutes(request)
}

export const config = {
  // Build files, optimised images and the API routes are never pages.
  matcher: ['/((?!_next/static|_next/image|api/).*)'],
}
