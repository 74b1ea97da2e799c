'use client'

import { NextStudio } from 'next-sanity/studio'
import { useMemo } from 'react'
import { createStudioConfig, type StudioOptions } from '@/studio/sanity.config'

export function StudioClient({ projectId, dataset }: StudioOptions) {
  const config = useMemo(() => createStudioConfig({ projectId, dataset }), [projectId, dataset])
  return <NextStudio config={config} />
}
