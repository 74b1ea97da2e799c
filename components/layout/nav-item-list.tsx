import type { ReactNode } from 'react'
import type { NavItem } from '@/lib/content/site'
import { NavLink } from './nav-link'

type Props = { items: NavItem[]; className: string; linkClassName: string; group: (item: NavItem) => ReactNode }

/**
 * The top-level items of the header navigation, for the desktop bar and the mobile menu alike:
 * an item with children is a group (drawn by `group`), an item with a path a link, any other
 * item nothing.
 */
export function NavItemList({ items, className, linkClassName, group }: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item._key}>
          {item.children?.length ? (
            group(item)
          ) : item.path ? (
            <NavLink href={item.path} external={item.external} className={linkClassName}>
              {item.name}
            </NavLink>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
