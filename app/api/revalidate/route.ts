import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate-webhook'
import { markRouteIndexStale } from '@/lib/routing/route-index'

/** The Sanity webhook (docs/publishing.md). */
export function POST(request: NextRequest) {
  return handleRevalidateWebhook(request, {
    secret: getConfig().publishing.revalidateSecret,
    revalidate: (tag) => {
      // Stale while revalidate: the next visit re-renders the page in the background and the one
      // after sees the change. Expiring at once would make that visit wait for the render, and
      // answer 500 instead of the last good page if the Content Lake were down just then.
      revalidateTag(tag, 'max')
      // A new page, article or category is an address the site now has (lib/routing/route-guard.ts).
      markRouteIndexStale()
    },
  })
}
