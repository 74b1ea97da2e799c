import type { ReactNode } from 'react'

/**
 * Remounts on every navigation, so each page reached in the site enters with a short fade (off
 * for reduced motion). The first page paints at once: globals.css holds the fade back until
 * NavigationStatus marks the first client-side navigation.
 */
export default function SiteTemplate({ children }: { children: ReactNode }) {
  return <div className="route-enter motion-safe:animate-route-enter">{children}</div>
}
