'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

const LINKS = [
  { href: '/staff', label: 'Leads', current: (path: string) => path === '/staff' || path.startsWith('/staff/leads') },
  { href: '/staff/sources', label: 'Sources', current: (path: string) => path.startsWith('/staff/sources') },
  { href: '/staff/do-not-call', label: 'Do not call', current: (path: string) => path === '/staff/do-not-call' },
  { href: '/staff/security', label: 'Two-step sign-in', current: (path: string) => path === '/staff/security' },
] as const

/** The staff area's navigation: the page you are on is marked (aria-current), the leads nobody has opened counted. */
export function StaffNav({ unopened }: { unopened?: number }) {
  const path = usePathname()
  return (
    <nav aria-label="Staff">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {LINKS.map((link) => {
          const current = link.current(path)
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className="inline-block py-2.5 leading-6 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:decoration-2"
              >
                {link.label}
                {link.href === '/staff' && unopened ? (
                  <>
                    {' '}
                    <span className="rounded-full bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">
                      {unopened}
                      <span className="sr-only"> unopened</span>
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
