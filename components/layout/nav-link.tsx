import type { ReactNode } from 'react'
import { Link } from '@/components/ui/link'
import { ExternalIcon } from '../ui/chrome-icons'

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
 * A link of the site navigation: the current page gets aria-current (Link follows the pathname);
 * an external link opens in a new tab and says so, with an arrow for the eye and words for screen
 * readers. Not a client component of its own: in the footer, a server component, each link
 * hydrates as one Link, and an external one as nothing but its markup.
 */
export function NavLink({ href, external, className, children, onNavigate }: Props) {
  // No onClick at all rather than an undefined one, which the server would write into the page's payload.
  const navigate = onNavigate ? { onClick: onNavigate } : {}
  if (isExternalHref(href, external)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...navigate}>
        {children}
        <ExternalIcon className="size-3.5 shrink-0 opacity-70" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={href} className={className} markCurrent {...navigate}>
      {children}
    </Link>
  )
}
