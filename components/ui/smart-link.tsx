import { Link } from '@/components/ui/link'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string
  children: ReactNode
}

/** "//host" is protocol-relative, i.e. another site, not a path here. */
const isInternalPath = (href: string) => href.startsWith('/') && !href.startsWith('//')
const isOtherSite = (href: string) => /^(https?:)?\/\//i.test(href)

/**
 * A link that does the right thing for its destination: client-side navigation for a path on
 * this site, a new tab (announced to screen readers) for another site, and a plain anchor for
 * mailto:, tel: and #fragments.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isInternalPath(href)) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    )
  }
  if (isOtherSite(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children} <span className="sr-only">(opens in a new tab)</span>
      </a>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
