import type { NavItem } from '@/lib/content/site'

export type NavChild = NonNullable<NavItem['children']>[number]

/** The links of a drop-down: an overview link to the parent's own page (unless a child already
 * goes there), then the children in CMS order. */
export function dropdownLinks(item: NavItem): Array<{ key: string; name: string; path: string; external: boolean }> {
  const children = (item.children ?? [])
    .filter((child): child is NavChild & { name: string; path: string } => Boolean(child.name && child.path))
    .map((child) => ({ key: child._key, name: child.name, path: child.path, external: Boolean(child.external) }))
  const parentPath = item.path
  if (!parentPath || children.some((child) => child.path === parentPath)) return children
  const overview = {
    key: `${item._key}-overview`,
    name: `All ${(item.name ?? '').toLowerCase()}`,
    path: parentPath,
    external: Boolean(item.external),
  }
  return [overview, ...children]
}

/** True when the visitor is on the item's page or one of its children's. */
export function isInSection(item: NavItem, pathname: string) {
  return item.path === pathname || (item.children ?? []).some((child) => child.path === pathname)
}
