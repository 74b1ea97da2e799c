'use client'

import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import type { NavItem } from '@/lib/content/site'
import { ChevronDownIcon } from '../ui/chrome-icons'
import { NavLink } from './nav-link'
import { dropdownLinks } from './nav-items'

type Props = { item: NavItem; open: boolean; active: boolean; onOpenChange: (open: boolean) => void }

/**
 * A disclosure drop-down (WAI-ARIA disclosure navigation pattern, not a menu): the button
 * toggles a list of links. Escape closes and returns focus to the button; clicking outside or
 * tabbing out closes.
 */
export function NavDropdown({ item, open, active, onOpenChange }: Props) {
  const panelId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) onOpenChange(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, onOpenChange])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      onOpenChange(false)
      buttonRef.current?.focus()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    // Arrow keys are a convenience on top of Tab: they open the panel and move between its links.
    event.preventDefault()
    if (!open) onOpenChange(true)
    const step = event.key === 'ArrowDown' ? 1 : -1
    // A closed panel has no links yet: focus once React has rendered them.
    requestAnimationFrame(() => {
      const links = Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>(`[id="${panelId}"] a`) ?? [])
      const index = links.indexOf(document.activeElement as HTMLAnchorElement)
      const next = index === -1 ? (step === 1 ? 0 : links.length - 1) : (index + step + links.length) % links.length
      links[next]?.focus()
    })
  }

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (open && next && !wrapperRef.current?.contains(next)) onOpenChange(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={`inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 lg:px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground ${
          active || open ? 'text-foreground' : 'text-muted-foreground'
        }`}
      >
        {item.name}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-1/2 top-full z-50 mt-2 w-64 -translate-x-1/2 rounded-2xl border border-border bg-card p-2 shadow-2xl shadow-black/20"
      >
        {/* Links only while open: a closed panel cannot be shown without script anyway, and every
            page would otherwise hydrate each drop-down's links (the footer links them for crawlers). */}
        {open && (
          <ul className="flex flex-col">
            {dropdownLinks(item).map((link) => (
              <li key={link.key}>
                <NavLink
                  href={link.path}
                  external={link.external}
                  onNavigate={() => onOpenChange(false)}
                  className="flex items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm text-card-foreground transition-colors hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:font-semibold"
                >
                  {link.name}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
