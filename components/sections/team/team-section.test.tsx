// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { TeamSection } from './team-section'

afterEach(cleanup)

const avatar = {
  alt: 'Illustrated portrait of Daniel Brooks',
  crop: null,
  hotspot: null,
  asset: { _id: 'image-d', url: '/seed/images/avatar-daniel-brooks.webp', width: 400, height: 400, lqip: null },
}

const team = (people: SectionOf<'team'>['people']): SectionOf<'team'> => ({
  _key: 'team1',
  _type: 'team',
  heading: 'The people behind the agents',
  intro: null,
  people,
})

describe('TeamSection', () => {
  it('shows each author with photo, name, role and bio, in the order picked', () => {
    render(
      <TeamSection
        {...team([
          { _id: 'author-d', name: 'Daniel Brooks', role: 'Co-founder and CEO', bio: 'Started Kestrel AI.', avatar },
          { _id: 'author-m', name: 'Maya Okafor', role: null, bio: null, avatar: null },
        ])}
      />,
    )
    const region = screen.getByRole('region', { name: 'The people behind the agents' })
    const [daniel, maya] = within(region).getAllByRole('listitem')
    expect(within(daniel!).getByRole('heading', { level: 3 }).textContent).toBe('Daniel Brooks')
    expect(daniel!.textContent).toContain('Co-founder and CEO')
    expect(daniel!.textContent).toContain('Started Kestrel AI.')
    // The photo is decorative beside the name: an empty alt, not the name read twice.
    expect(daniel!.querySelector('img')!.getAttribute('alt')).toBe('')
    expect(maya!.querySelector('img')).toBeNull()
    expect(maya!.textContent).toBe('Maya Okafor')
  })

  it('skips a deleted author', () => {
    render(<TeamSection {...team([null as never, { _id: 'a', name: 'Sofia', role: null, bio: null, avatar: null }])} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })
})
