// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { CustomerLogosSection, logoColumns } from './customer-logos-section'

afterEach(cleanup)

const logo = (url: string, alt: string | null) => ({
  alt,
  asset: { _id: `image-${url}`, url, width: 340, height: 48, lqip: null },
})

const strip = (overrides: Partial<SectionOf<'customerLogos'>> = {}): SectionOf<'customerLogos'> => ({
  _key: 'logos1',
  _type: 'customerLogos',
  heading: 'Trusted by businesses like yours',
  intro: null,
  customers: [
    {
      _id: 'customer-a',
      name: 'Riverside Plumbing',
      logo: logo('/seed/images/logo-riverside-plumbing.svg', 'A wrench'),
    },
    { _id: 'customer-b', name: 'Bayview Family Dental', logo: logo('/seed/images/logo-bayview.svg', null) },
    { _id: 'customer-c', name: 'No Logo Yet', logo: null },
  ],
  ...overrides,
})

describe('CustomerLogosSection', () => {
  it('names each logo by its customer, whatever alt text was typed, and shows the name where there is no logo', () => {
    render(<CustomerLogosSection {...strip()} />)
    const region = screen.getByRole('region', { name: 'Trusted by businesses like yours' })
    const items = within(within(region).getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => within(item).queryByRole('img')?.getAttribute('alt') ?? item.textContent)).toEqual([
      'Riverside Plumbing',
      'Bayview Family Dental',
      'No Logo Yet',
    ])
  })

  it('sizes the logos and loads them lazily: the hero above is the largest paint', () => {
    render(<CustomerLogosSection {...strip()} />)
    for (const img of screen.getAllByRole('img')) {
      expect(img.getAttribute('loading')).toBe('lazy')
      expect(img.getAttribute('width')).toBe('340')
      expect(img.getAttribute('height')).toBe('48')
    }
  })

  it('skips a deleted customer, and renders nothing with none left', () => {
    const { container } = render(<CustomerLogosSection {...strip({ customers: [null as never] })} />)
    expect(container.innerHTML).toBe('')
  })

  it('puts up to six logos in one row on wide screens, and more in rows that leave none alone', () => {
    expect([3, 4, 5, 6].map(logoColumns)).toEqual([3, 4, 5, 6])
    for (let count = 7; count <= 12; count++) expect(count % logoColumns(count), `${count} logos`).not.toBe(1)
    render(<CustomerLogosSection {...strip()} />)
    expect(screen.getByRole('list').className).toContain('lg:grid-cols-3')
  })
})
