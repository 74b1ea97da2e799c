import { getConfig } from '@/lib/config'
import { StudioClient } from './studio-client'

export { metadata, viewport } from 'next-sanity/studio'
export const dynamic = 'force-static'

/** Sanity Studio at /studio. Its code loads only on this route. */
export default function StudioPage() {
  const { projectId, dataset } = getConfig().content
  return <StudioClient projectId={projectId} dataset={dataset} />
}
