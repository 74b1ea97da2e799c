'use client'

import { type ComponentType, useEffect, useRef, useState } from 'react'
import type { ToasterProps } from 'sonner'
import { useTheme } from './theme-toggle'
import { loadToaster, registerToaster } from '../ui/toasts'

/**
 * The toast area: each toast 5000 ms on screen, at most one at a time. sonner is fetched on the
 * visitor's first interaction or first toast (components/ui/toasts.ts), never in the first
 * load: toasts answer a visitor's action, which comes later.
 */
export function SiteToaster() {
  const theme = useTheme()
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  const mounted = useRef<(() => void) | null>(null)

  useEffect(() => {
    registerToaster(
      (sonner) =>
        new Promise<void>((resolve) => {
          mounted.current = resolve
          setToaster(() => sonner.Toaster)
        }),
    )
    const warmUp = () => void loadToaster().catch(() => undefined)
    const options = { once: true, passive: true, capture: true } as const
    window.addEventListener('pointerdown', warmUp, options)
    window.addEventListener('keydown', warmUp, options)
    return () => {
      window.removeEventListener('pointerdown', warmUp, options)
      window.removeEventListener('keydown', warmUp, options)
    }
  }, [])

  // The Toaster subscribes to sonner in its own effect, which has run by the time this one does.
  useEffect(() => {
    if (Toaster) mounted.current?.()
  }, [Toaster])

  if (!Toaster) return null
  return (
    <Toaster
      className="site-toaster"
      theme={theme}
      position="bottom-right"
      duration={5000}
      visibleToasts={1}
      closeButton
      richColors
    />
  )
}
