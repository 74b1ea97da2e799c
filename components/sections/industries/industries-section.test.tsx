// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { IndustriesSection } from './industries-section'

afterEach(cleanup)

const industries = (overrides: Partial<SectionOf<'industries'>> = {}): SectionOf<'industries'> => ({
  _key: 'ind1',
  _type: 'industries',
  heading: 'Built for your industry',
  intro: null,
  items: [
    {
      _key: 'i1',
      name: 'Dealerships',
      description: 'Book test drives after hours.',
      icon: 'car',
      href: '/industries/dealerships',
    },
    { _key: 'i2', name: 'Hotels', description: 'Take reservations by phone.', icon: 'bed', href: null },
    {
      _key: 'i3',
      name: 'Clinics',
      description: 'Remind patients of appointments.',
      icon: 'calendar',
      href: 'https://clinics.example.com',
    },
  ],
  ...overrides,
})

describe('IndustriesSection', () => {
  it('shows a card per industry with its name as an h3 and its description', () => {
    render(<IndustriesSection {...industries()} />)
    expect(screen.getByRole('region', { name: 'Built for your industry' })).toBeTruthy()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Dealerships',
      'Hotels',
      'Clinics',
    ])
    expect(items[1]!.textContent).toContain('Take reservations by phone.')
  })

  it('links only the industries that have a destination, external ones in a new tab', () => {
    render(<IndustriesSection {...industries()} />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Learn more about Dealerships' }).getAttribute('href')).toBe(
      '/industries/dealerships',
    )
    const external = screen.getByRole('link', { name: 'Learn more about Clinics (opens in a new tab)' })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('renders no list when there are no industries', () => {
    render(<IndustriesSection {...industries({ items: [] })} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
