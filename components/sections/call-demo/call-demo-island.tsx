'use client'

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'
import type { CallDemoPlayerProps } from './call-demo-player'

/**
 * The call demo's island: the server's still card (`children`) until the card comes near the
 * viewport, then the player, fetched as its own chunk. This file is all of the demo a page loads
 * first; the player, its state and the recording come later, and not at all for a visitor who
 * never scrolls to the card. The player draws the same card at the same size, so nothing shifts.
 */
export function CallDemoIsland({ children, ...props }: CallDemoPlayerProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [Player, setPlayer] = useState<ComponentType<CallDemoPlayerProps> | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver !== 'function') return
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        import('./call-demo-player').then(
          (module) => !cancelled && setPlayer(() => module.CallDemoPlayer),
          // The still card stays: its transcript is the whole call.
          (reason: unknown) => console.error('[call demo] could not load the player', reason),
        )
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [])

  return (
    <div ref={ref} data-call-demo={Player ? 'ready' : 'still'}>
      {Player ? <Player {...props} /> : children}
    </div>
  )
}
