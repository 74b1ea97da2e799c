// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { StepsSection } from './steps-section'

afterEach(cleanup)

const steps = (overrides: Partial<SectionOf<'steps'>> = {}): SectionOf<'steps'> => ({
  _key: 'steps1',
  _type: 'steps',
  heading: 'How it works',
  intro: 'Live in two weeks.',
  collapsed: null,
  steps: [
    { _key: 'a', title: 'Discovery call', description: 'We map one workflow.' },
    { _key: 'b', title: 'Build and test', description: 'Your agent learns your business.' },
    { _key: 'c', title: 'Go live', description: null },
  ],
  ...overrides,
})

describe('StepsSection', () => {
  it('lists the steps in order, each numbered and titled', () => {
    render(<StepsSection {...steps()} />)
    expect(screen.getByRole('region', { name: 'How it works' })).toBeTruthy()
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Step 1Discovery callWe map one workflow.',
      'Step 2Build and testYour agent learns your business.',
      'Step 3Go live',
    ])
    expect(within(items[2]!).getByRole('heading', { level: 3 }).textContent).toBe('Go live')
  })

  it('renders no list when there are no steps', () => {
    render(<StepsSection {...steps({ steps: null })} />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('Live in two weeks.')).toBeTruthy()
  })

  it('folds the steps under their heading when collapsed: a closed disclosure whose summary is the heading', () => {
    const { container } = render(<StepsSection {...steps({ collapsed: true })} />)
    const details = container.querySelector('details')!
    expect(details.open).toBe(false)
    const summary = details.querySelector('summary')!
    expect(within(summary).getByRole('heading', { level: 2 }).textContent).toBe('How it works')
    expect(summary.textContent).toContain('Live in two weeks.')
    // The steps are in the page (search, in-page find), inside the disclosure.
    expect(details.querySelectorAll('ol > li')).toHaveLength(3)
    expect(screen.getByRole('region', { name: 'How it works' })).toBeTruthy()
  })
})
