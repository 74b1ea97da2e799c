'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useState } from 'react'
import type { NavItem } from '@/lib/content/site'
import { NavDropdown } from './nav-dropdown'
import { NavItemList } from './nav-item-list'
import { isInSection } from './nav-items'

const linkClass =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 lg:px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-foreground aria-[current=page]:bg-muted'

/** The top navigation from 768px up; one drop-down open at a time. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname()
  // Remember where a drop-down was opened: navigating elsewhere closes it without an effect.
  const [open, setOpen] = useState<{ key: string; at: string } | null>(null)
  const openKey = open?.at === pathname ? open.key : null
  const setOpenKey = useCallback(
    (key: string, value: boolean) =>
      setOpen((current) => (value ? { key, at: pathname } : current?.key === key ? null : current)),
    [pathname],
  )

  return (
    <nav aria-label="Main" className="hidden md:block">
      <NavItemList
        items={items}
        className="flex items-center gap-1"
        linkClassName={linkClass}
        group={(item) => (
          <NavDropdown
            item={item}
            open={openKey === item._key}
            active={isInSection(item, pathname)}
            onOpenChange={(value) => setOpenKey(item._key, value)}
          />
        )}
      />
    </nav>
  )
}
