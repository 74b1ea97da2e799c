import type { ReactNode } from 'react'
import { SiteChrome } from '@/components/layout/site-chrome'

/** Every public page: the site's chrome around it (components/layout/site-chrome.tsx). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>
}
