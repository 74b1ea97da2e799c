import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate-webhook'

/** The Sanity webhook (README, "Publishing loop"). */
export function POST(request: NextRequest) {
  return handleRevalidateWebhook(request, {
    secret: getConfig().publishing.revalidateSecret,
    // Expire at once: the next visitor (the marketer refreshing the page) gets the new content.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
  })
}
