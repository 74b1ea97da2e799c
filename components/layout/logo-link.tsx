'use client'

import { Link } from '@/components/ui/link'
import { usePathname } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'

/** The logo goes home; on the home page it scrolls back to the top instead (SPEC.md 2). */
export function LogoLink({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== '/' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
  }
  return (
    <Link href="/" aria-label={`${label} home`} onClick={onClick} className="flex shrink-0 items-center gap-2 rounded-lg">
      {children}
    </Link>
  )
}
