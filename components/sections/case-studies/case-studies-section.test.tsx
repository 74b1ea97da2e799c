// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { CaseStudiesSection, storyHref } from './case-studies-section'

afterEach(cleanup)

type Item = NonNullable<SectionOf<'caseStudies'>['items']>[number]
const study = (key: string, name: string, story: Item['story']): Item => ({
  _key: key,
  result: '1,000',
  resultLabel: 'appointments booked',
  summary: 'A third of them after hours.',
  customer: { name, industry: 'Family dental practice', logo: null },
  story,
})

const section = (items: Item[]): SectionOf<'caseStudies'> => ({
  _key: 'cs1',
  _type: 'caseStudies',
  heading: 'Results our customers measured',
  intro: null,
  items,
})

describe('CaseStudiesSection', () => {
  it('names the customer, its number and what it counts, and links to the story by its title', () => {
    render(
      <CaseStudiesSection
        {...section([
          study('a', 'Bayview Family Dental', {
            _type: 'newsItem',
            title: 'Bayview books its 1,000th',
            slug: 'bayview',
          }),
          study('b', 'Riverside Plumbing', { _type: 'post', title: 'After-hours calls', slug: 'after-hours' }),
        ])}
      />,
    )
    const list = screen.getByRole('list', { name: 'Results our customers measured' })
    const [bayview, riverside] = within(list).getAllByRole('listitem')
    expect(within(bayview!).getByRole('heading', { level: 3 }).textContent).toBe('Bayview Family Dental')
    expect(bayview!.textContent).toContain('1,000appointments booked')
    expect(
      within(bayview!).getByRole('link', { name: 'Read the story: Bayview books its 1,000th' }).getAttribute('href'),
    ).toBe('/news/bayview')
    expect(within(riverside!).getByRole('link').getAttribute('href')).toBe('/blog/after-hours')
    // On phones the cards scroll sideways: the list can take the keyboard's focus.
    expect(list.getAttribute('tabindex')).toBe('0')
  })

  it('shows a card without a link when its story is gone, and skips one without customer or number', () => {
    render(
      <CaseStudiesSection
        {...section([study('a', 'Bayview Family Dental', null), { ...study('b', 'Gone', null), customer: null }])}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('list').getAttribute('tabindex')).toBeNull()
  })

  it('knows where posts and news items live', () => {
    expect(storyHref({ _type: 'post', slug: 'x' })).toBe('/blog/x')
    expect(storyHref({ _type: 'newsItem', slug: 'y' })).toBe('/news/y')
    expect(storyHref({ _type: 'post', slug: null })).toBeNull()
  })
})
