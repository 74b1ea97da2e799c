import type { Metadata } from 'next'
import { BadRequestContent } from '@/components/layout/bad-request-content'

export const metadata: Metadata = { title: 'Bad Request', robots: { index: false } }

/**
 * What an address that cannot be read (`/%ff`: not valid percent-encoding) shows, with status 400:
 * proxy.ts serves this page in its place (lib/routing/route-guard.ts). Prerendered; visited
 * directly, the address is not a page of the site and gets the 404.
 */
export default function BadRequestPage() {
  return <BadRequestContent />
}
