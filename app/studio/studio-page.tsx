import type { Metadata } from 'next'
import { metadata as studioMetadata } from 'next-sanity/studio'
import { SiteChrome } from '@/components/layout/site-chrome'
import { StudioSetup } from '@/components/studio/studio-setup'
import { getConfig } from '@/lib/config'
import { StudioClient } from './studio-client'

export { viewport } from 'next-sanity/studio'

/** The Studio needs a Sanity project; without one /studio explains how to connect it. */
const hasProject = () => getConfig().content.source === 'sanity'

export function studioPageMetadata(): Metadata {
  return hasProject() ? studioMetadata : { title: 'Connect a Sanity project', robots: { index: false, follow: false } }
}

/** Sanity Studio, or its setup page without a project. The Studio's code loads only on this route. */
export function StudioPage() {
  if (!hasProject()) {
    return (
      <SiteChrome>
        <StudioSetup />
      </SiteChrome>
    )
  }
  const { projectId, dataset } = getConfig().content
  return <StudioClient projectId={projectId} dataset={dataset} />
}
