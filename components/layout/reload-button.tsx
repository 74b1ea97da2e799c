'use client'

import type { ReactNode } from 'react'

/** Loads the current address again: from the network when it is back, else from the offline cache. */
export function ReloadButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      {children}
    </button>
  )
}
