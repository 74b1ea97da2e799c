import { describe, expect, it } from 'vitest'
import { dropdownLinks, isInSection } from '@/components/layout/nav-items'
import type { NavItem } from '@/lib/content/site'

const item = (path: string, children: Array<[name: string, path: string, external?: boolean]>): NavItem => ({
  _key: 'parent',
  name: 'Products',
  path,
  external: false,
  children: children.map(([name, childPath, external = false], i) => ({
    _key: `c${i}`,
    name,
    path: childPath,
    external,
  })),
})

describe('dropdownLinks', () => {
  it("starts with a link to the parent's own page, then the children in order", () => {
    const links = dropdownLinks(
      item('/products', [
        ['AI Voice Chat', '/voice-chat'],
        ['OutboundAI', 'https://x.example', true],
      ]),
    )
    expect(links.map((l) => [l.name, l.path, l.external])).toEqual([
      ['All products', '/products', false],
      ['AI Voice Chat', '/voice-chat', false],
      ['OutboundAI', 'https://x.example', true],
    ])
  })

  it('adds no overview link when a child already goes to the parent page', () => {
    const links = dropdownLinks(
      item('/demos', [
        ['Demos', '/demos'],
        ['News', '/news'],
      ]),
    )
    expect(links.map((l) => l.name)).toEqual(['Demos', 'News'])
  })

  it('skips children without a name or path', () => {
    const parent = item('/demos', [['Demos', '/demos']])
    parent.children?.push({ _key: 'x', name: null, path: '/x', external: false })
    expect(dropdownLinks(parent)).toHaveLength(1)
  })
})

describe('isInSection', () => {
  it("is true on the parent's page or a child's page only", () => {
    const parent = item('/products', [['AI Voice Chat', '/voice-chat']])
    expect(isInSection(parent, '/products')).toBe(true)
    expect(isInSection(parent, '/voice-chat')).toBe(true)
    expect(isInSection(parent, '/pricing')).toBe(false)
  })
})
