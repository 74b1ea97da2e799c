import { notFound } from 'next/navigation'
import { getConfig } from '@/lib/config'
import { StudioPage, studioPageMetadata } from '../studio-page'

export { viewport } from '../studio-page'
// The Studio routes itself in the browser from any /studio/… address (a reload of
// /studio/structure/post;…), so each serves the same shell. Rendered per request, never stored:
// a prerender per address would let anyone fill the page cache with made-up ones.
export const dynamic = 'force-dynamic'
export const metadata = studioPageMetadata()

export default function StudioDeepLink() {
  // Without a project there is nothing to deep-link into; /studio says how to connect one.
  if (getConfig().content.source !== 'sanity') notFound()
  return <StudioPage />
}
