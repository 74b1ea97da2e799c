'use client'

import type { VisualEditingProps } from 'next-sanity/visual-editing/client-component'
import { lazyComponent } from '@/components/ui/lazy-component'

/** next-sanity's client component for visual editing (the overlays, the Studio's navigation), fetched on demand. */
export const loadVisualEditing = () =>
  import('next-sanity/visual-editing/client-component').then((module) => module.VisualEditing)

/** That component as its own chunk, fetched only where it renders: while a marketer previews drafts. */
export const LazyVisualEditing = lazyComponent<VisualEditingProps>(loadVisualEditing)
