import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/** Paths outside the (site) group; the site's own 404 lives in app/(site)/not-found.tsx. */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  )
}
