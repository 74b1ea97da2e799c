import type { ReactNode } from 'react'

/** Remounts on every navigation, so each page enters with a short fade (off for reduced motion). */
export default function SiteTemplate({ children }: { children: ReactNode }) {
  return <div className="motion-safe:animate-route-enter">{children}</div>
}
