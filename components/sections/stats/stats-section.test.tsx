// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { StatsSection } from './stats-section'

afterEach(cleanup)

const stats = (overrides: Partial<SectionOf<'stats'>> = {}): SectionOf<'stats'> => ({
  _key: 'stats1',
  _type: 'stats',
  heading: 'Results our clients see',
  intro: null,
  items: [
    { _key: 's1', value: '24/7', label: 'Calls answered', detail: 'Nights, weekends and holidays.' },
    { _key: 's2', value: '10x', label: 'Faster replies', detail: null },
  ],
  ...overrides,
})

describe('StatsSection', () => {
  it('pairs each label (dt) with its figure and detail (dd) in a description list', () => {
    const { container } = render(<StatsSection {...stats()} />)
    expect(screen.getByRole('region', { name: 'Results our clients see' })).toBeTruthy()
    const dl = container.querySelector('dl')
    expect(dl).not.toBeNull()
    expect([...dl!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Calls answered', 'Faster replies'])
    const firstGroup = dl!.querySelector('dt')!.parentElement!
    expect([...firstGroup.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '24/7',
      'Nights, weekends and holidays.',
    ])
  })

  it('leaves out an empty detail, keeping the label and figure', () => {
    const { container } = render(<StatsSection {...stats()} />)
    const secondGroup = container.querySelectorAll('dt')[1]!.parentElement!
    expect(secondGroup.querySelector('dt')!.textContent).toBe('Faster replies')
    expect([...secondGroup.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['10x'])
    expect(secondGroup.textContent).toBe('Faster replies10x')
    expect(container.innerHTML).not.toContain('null')
  })

  it('works without a heading, leaving the section unnamed rather than pointing at nothing', () => {
    const { container } = render(<StatsSection {...stats({ heading: null })} />)
    expect(container.querySelector('h2')).toBeNull()
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false)
    expect(container.querySelectorAll('dt')).toHaveLength(2)
  })

  it('renders no description list when there are no figures', () => {
    const { container } = render(<StatsSection {...stats({ items: [] })} />)
    expect(container.querySelector('dl')).toBeNull()
  })
})
