'use client'

import { NextStudio } from 'next-sanity/studio'
import { useMemo } from 'react'
import { createStudioConfig, type StudioOptions } from '@/studio/sanity.config'

/** The embedded Studio itself: about 2 MB of code, loaded by StudioClient only when it renders. */
export default function StudioApp({ projectId, dataset }: StudioOptions) {
  const config = useMemo(() => createStudioConfig({ projectId, dataset }), [projectId, dataset])
  return <NextStudio config={config} />
}
