import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { StoredTheme } from '@/components/layout/theme-toggle'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/**
 * The 404 of addresses proxy.ts does not see (under /_next, /api): the 404's content in the root
 * layout (its theme script before first paint, the stored theme kept after hydration), without the site's header and footer. Next sends
 * this boundary's tree in the payload of every page; with the chrome it repeated the header and
 * the footer there (about 9 KB of each page's HTML). Unknown pages get app/(site)/page-not-found
 * from the proxy, and a page that finds nothing itself shows app/(site)/not-found.tsx, both inside
 * the site's chrome; all three show the same content.
 */
export default function NotFound() {
  return (
    <main id="main">
      <StoredTheme />
      <NotFoundContent />
    </main>
  )
}
