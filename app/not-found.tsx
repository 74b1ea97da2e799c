import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { SiteChrome } from '@/components/layout/site-chrome'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/**
 * The 404 of addresses proxy.ts does not see (under /_next, /api), with the site's chrome. Unknown
 * pages get app/(site)/page-not-found from the proxy; a page that finds nothing itself shows
 * app/(site)/not-found.tsx. All three show the same content.
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  )
}
