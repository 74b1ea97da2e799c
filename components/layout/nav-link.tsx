'use client'

import { Link } from '@/components/ui/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { ExternalIcon } from './icons'

type Props = {
  href: string
  external?: boolean | null
  className?: string
  children: ReactNode
  onNavigate?: () => void
}

export function isExternalHref(href: string, external?: boolean | null) {
  return Boolean(external) || /^(https?:)?\/\//.test(href)
}

/**
 * A link of the site navigation: the current page gets aria-current; an external link opens
 * in a new tab and says so, with an arrow for the eye and words for screen readers.
 */
export function NavLink({ href, external, className, children, onNavigate }: Props) {
  const pathname = usePathname()
  if (isExternalHref(href, external)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {children}
        <ExternalIcon className="size-3.5 shrink-0 opacity-70" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={href} className={className} aria-current={pathname === href ? 'page' : undefined} onClick={onNavigate}>
      {children}
    </Link>
  )
}
