'use client'

import { type ComponentType, useEffect, useState } from 'react'
import type { ToasterProps } from 'sonner'
import { useTheme } from './theme-toggle'

/**
 * The toast area (SPEC.md 9): 5000 ms on screen, at most one at a time. sonner is fetched
 * after hydration rather than in the first-load bundle: toasts answer a visitor's action,
 * which comes later. (A plain effect, not next/dynamic, whose runtime would cost more.)
 */
export function SiteToaster() {
  const theme = useTheme()
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)

  useEffect(() => {
    let active = true
    import('sonner').then((module) => active && setToaster(() => module.Toaster))
    return () => {
      active = false
    }
  }, [])

  if (!Toaster) return null
  return <Toaster theme={theme} position="bottom-right" duration={5000} visibleToasts={1} closeButton richColors />
}
