import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { SiteChrome } from '@/components/layout/site-chrome'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/**
 * The site-wide 404, prerendered at build time with the site's chrome: what every unknown address
 * answers (proxy.ts sends them here before any page renders, lib/routing/known-routes.ts). The
 * (site) group's own not-found.tsx shows the same content when a page finds nothing itself.
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  )
}
