'use client'

import { lazy, Suspense } from 'react'
import type { StudioOptions } from '@/studio/sanity.config'

// Its own chunk: a page of this route that does not render the Studio (the setup page without a
// project) must not load it. next/dynamic in the server component left it in the route's first load.
const StudioApp = lazy(() => import('./studio-app'))

export function StudioClient(props: StudioOptions) {
  return (
    <Suspense fallback={null}>
      <StudioApp {...props} />
    </Suspense>
  )
}
