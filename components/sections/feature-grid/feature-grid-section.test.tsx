// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { FeatureGridSection } from './feature-grid-section'

afterEach(cleanup)

const grid = (overrides: Partial<SectionOf<'featureGrid'>> = {}): SectionOf<'featureGrid'> => ({
  _key: 'features1',
  _type: 'featureGrid',
  heading: 'Why teams pick Kestrel',
  intro: null,
  layout: null,
  features: [
    { _key: 'f1', title: 'Answers in two rings', description: 'No caller waits on hold.', icon: 'phone' },
    {
      _key: 'f2',
      title: 'Books straight into your calendar',
      description: 'Works with the tools you use.',
      icon: null,
    },
  ],
  ...overrides,
})

describe('FeatureGridSection', () => {
  it('shows each feature as a list item with an h3 title, description and icon', () => {
    render(<FeatureGridSection {...grid()} />)
    const section = screen.getByRole('region', { name: 'Why teams pick Kestrel' })
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Why teams pick Kestrel')
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Answers in two rings')
    expect(items[0]!.textContent).toContain('No caller waits on hold.')
    expect(items[0]!.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon')).toBe('phone')
    // No icon chosen: a neutral glyph, not a gap.
    expect(items[1]!.querySelector('svg')?.getAttribute('data-icon')).toBe('fallback')
  })

  it('renders no intro paragraph when the intro is empty, and every feature in order', () => {
    const { container } = render(<FeatureGridSection {...grid()} />)
    // The heading is followed by the list at once: no empty intro paragraph between them.
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.nextElementSibling).toBe(screen.getByRole('list'))
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Answers in two rings',
      'Books straight into your calendar',
    ])
    // The only paragraphs are the two descriptions, each in its own card.
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'No caller waits on hold.',
      'Works with the tools you use.',
    ])
    expect(items[1]!.textContent).toBe('Books straight into your calendarWorks with the tools you use.')
    expect(container.innerHTML).not.toContain('null')
  })

  it('renders no list at all when there are no features', () => {
    render(<FeatureGridSection {...grid({ features: [] })} />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Why teams pick Kestrel')
  })

  it('lists the features beside the heading in the list layout: same words, no cards', () => {
    const { container } = render(<FeatureGridSection {...grid({ layout: 'list' })} />)
    const region = screen.getByRole('region', { name: 'Why teams pick Kestrel' })
    const items = within(region).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Answers in two rings',
      'Books straight into your calendar',
    ])
    expect(container.querySelector('.rounded-2xl')).toBeNull()
  })
})
