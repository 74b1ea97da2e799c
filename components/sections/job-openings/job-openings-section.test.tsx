// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { JobOpeningsSection } from './job-openings-section'

afterEach(cleanup)

const jobs = (overrides: Partial<SectionOf<'jobOpenings'>> = {}): SectionOf<'jobOpenings'> => ({
  _key: 'jobs1',
  _type: 'jobOpenings',
  heading: 'Open roles',
  intro: null,
  emptyMessage: 'No openings right now. Check back soon.',
  jobs: [
    {
      _key: 'j1',
      title: 'AI Solutions Engineer',
      team: 'Delivery',
      location: 'Remote (US)',
      employmentType: 'Full-time',
      summary: 'Design and ship agents for our clients.',
      applyEmail: 'jobs@kestrel-ai.com',
    },
    {
      _key: 'j2',
      title: 'Account Executive',
      team: null,
      location: 'Denver, CO',
      employmentType: 'Contract',
      summary: 'Help owners find the right agent.',
      applyEmail: 'jobs@kestrel-ai.com',
    },
  ],
  ...overrides,
})

describe('JobOpeningsSection', () => {
  it('lists each job with its title, team, location, type and summary', () => {
    render(<JobOpeningsSection {...jobs()} />)
    expect(screen.getByRole('region', { name: 'Open roles' })).toBeTruthy()
    const [engineer, executive] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(within(engineer!).getByRole('heading', { level: 3 }).textContent).toBe('AI Solutions Engineer')
    expect(engineer!.textContent).toContain('Delivery · Remote (US) · Full-time')
    expect(engineer!.textContent).toContain('Design and ship agents for our clients.')
    // No team: the facts that are there, without an empty slot or a stray separator.
    expect(within(executive!).getByRole('heading', { level: 3 }).textContent).toBe('Account Executive')
    expect(within(executive!).getByText(/Denver/).textContent).toBe('Denver, CO · Contract')
    expect(executive!.textContent).toContain('Help owners find the right agent.')
    expect(within(executive!).getByRole('link', { name: 'Apply for Account Executive' }).getAttribute('href')).toBe(
      'mailto:jobs@kestrel-ai.com?subject=Account%20Executive',
    )
    expect(executive!.textContent).not.toContain('null')
  })

  it('applies by email with the job title as subject', () => {
    render(<JobOpeningsSection {...jobs()} />)
    expect(screen.getByRole('link', { name: 'Apply for AI Solutions Engineer' }).getAttribute('href')).toBe(
      'mailto:jobs@kestrel-ai.com?subject=AI%20Solutions%20Engineer',
    )
  })

  it('shows the empty message instead of an empty list when there are no openings', () => {
    render(<JobOpeningsSection {...jobs({ jobs: [] })} />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('No openings right now. Check back soon.')).toBeTruthy()
  })

  it('does not show the empty message while there are openings', () => {
    render(<JobOpeningsSection {...jobs()} />)
    expect(screen.queryByText('No openings right now. Check back soon.')).toBeNull()
  })
})
