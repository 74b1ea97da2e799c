import type { Metadata } from 'next'
import type { ReactNode } from 'react'

// Never in search results, never prerendered: every answer depends on who is asking.
export const metadata: Metadata = {
  title: { default: 'Lead inbox', template: '%s | Lead inbox' },
  robots: { index: false, follow: false },
}
export const dynamic = 'force-dynamic'

/** The staff area: none of the public site's chrome, chat or booking (nothing of it loads here). */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary-foreground"
      >
        Skip to main content
      </a>
      {children}
    </>
  )
}
