import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/**
 * The 404 every unknown address answers with: proxy.ts serves this page in its place with status
 * 404 (lib/routing/route-guard.ts). Prerendered at build time inside the site's layout, so it
 * paints in the visitor's theme and reads without JavaScript, and the links on it share the layout
 * the visitor's browser already has. Visited directly, the address is itself not a page: a 404.
 */
export default function PageNotFound() {
  return <NotFoundContent />
}
