'use client'

import { usePathname } from 'next/navigation'
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { NavItem } from '@/lib/content/site'
import { CloseIcon } from '@/components/ui/close-icon'
import { listenForPresses } from '@/components/ui/early-press'
import { ChevronDownIcon, MenuIcon } from '../ui/chrome-icons'
import { NavItemList } from './nav-item-list'
import { NavLink } from './nav-link'
import { dropdownLinks } from './nav-items'

const rowClass =
  'flex w-full items-center justify-between gap-2 rounded-xl px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-muted aria-[current=page]:bg-muted'

function MobileSubmenu({ item }: { item: NavItem }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
        className={rowClass}
      >
        {item.name}
        <ChevronDownIcon className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul id={id} hidden={!expanded} className="ml-3 border-l border-border pl-3">
        {expanded &&
          dropdownLinks(item).map((link) => (
            <li key={link.key}>
              <NavLink href={link.path} external={link.external} className={`${rowClass} text-muted-foreground`}>
                {link.name}
              </NavLink>
            </li>
          ))}
      </ul>
    </>
  )
}

/**
 * The navigation below 768px: a disclosure button revealing a full-height panel.
 * Escape, following a link or leaving for a wider screen closes it; the page behind does not
 * scroll while it is open.
 */
export function MobileMenu({ items, actions }: { items: NavItem[]; actions: ReactNode }) {
  const pathname = usePathname()
  // Open only on the page where it was opened: a navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  const buttonRef = useRef<HTMLButtonElement>(null)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const panelId = useId()

  // A tap on the menu button before the page hydrated opens the menu now (open, not toggle: React
  // may deliver that same tap itself once it has hydrated the header).
  useEffect(() => listenForPresses('menu', () => setOpenAt(pathname)), [pathname])

  useEffect(() => {
    if (!open) return
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenAt(null)
      buttonRef.current?.focus()
    }
    const wide = window.matchMedia('(min-width: 768px)')
    const onWide = () => wide.matches && setOpenAt(null)
    document.addEventListener('keydown', onKeyDown)
    wide.addEventListener('change', onWide)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKeyDown)
      wide.removeEventListener('change', onWide)
    }
  }, [open])

  // A link to the page already shown changes no pathname, so close on any link click too.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpenAt(null)
  }

  return (
    <div
      ref={wrapperRef}
      className="md:hidden"
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (open && next && !wrapperRef.current?.contains(next)) setOpenAt(null)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpenAt(open ? null : pathname)}
        data-early-press="menu"
        className="inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      {/* Absolute to the sticky header: its backdrop blur would trap a fixed panel. */}
      <div
        id={panelId}
        hidden={!open}
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-border bg-background px-4 pb-10 pt-4"
      >
        {/* Rendered while open only: a closed panel cannot be shown without script anyway, and
            every page would otherwise hydrate a second copy of the whole navigation. */}
        {open && (
          <>
            <nav aria-label="Main">
              <NavItemList
                items={items}
                className="flex flex-col gap-1"
                linkClassName={rowClass}
                group={(item) => <MobileSubmenu item={item} />}
              />
            </nav>
            <div className="mt-6 flex flex-col gap-3 border-t border-border pt-6">{actions}</div>
          </>
        )}
      </div>
    </div>
  )
}
