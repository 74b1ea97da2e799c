import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate-webhook'

/** The Sanity webhook (README, "Publishing loop"). */
export function POST(request: NextRequest) {
  return handleRevalidateWebhook(request, {
    secret: getConfig().publishing.revalidateSecret,
    // Stale while revalidate: the next visit re-renders the page in the background and the one
    // after sees the change. Expiring at once would make that visit wait for the render, and
    // answer 500 instead of the last good page if the Content Lake were down just then.
    revalidate: (tag) => revalidateTag(tag, 'max'),
  })
}
