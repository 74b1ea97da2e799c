// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { LogoGridSection } from './logo-grid-section'

afterEach(cleanup)

const logos = (overrides: Partial<SectionOf<'logoGrid'>> = {}): SectionOf<'logoGrid'> => ({
  _key: 'logos1',
  _type: 'logoGrid',
  heading: 'Works with your tools',
  intro: null,
  items: [
    {
      _key: 'hubspot',
      name: 'HubSpot',
      category: 'CRM',
      description: 'Leads land in your pipeline.',
      href: 'https://www.hubspot.com',
      logo: {
        alt: null,
        asset: { _id: 'image-hs', url: '/seed/images/hubspot.png', width: 240, height: 80, lqip: null },
      },
    },
    {
      _key: 'gcal',
      name: 'Google Calendar',
      category: null,
      description: null,
      href: '/agent-integrations',
      logo: null,
    },
  ],
  ...overrides,
})

describe('LogoGridSection', () => {
  it('shows the logo when there is one, named after the tool, and the name as text otherwise', () => {
    render(<LogoGridSection {...logos()} />)
    expect(screen.getByRole('region', { name: 'Works with your tools' })).toBeTruthy()
    const [hubspot, calendar] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(within(hubspot!).getByRole('img', { name: 'HubSpot' })).toBeTruthy()
    expect(within(calendar!).queryByRole('img')).toBeNull()
    expect(within(calendar!).getByRole('heading', { level: 3 }).textContent).toBe('Google Calendar')
  })

  it('shows the category badge and description only when present', () => {
    const { container } = render(<LogoGridSection {...logos()} />)
    const [hubspot, calendar] = within(screen.getByRole('list')).getAllByRole('listitem')
    // The logo (named "HubSpot" in the heading), the badge, the description and the link.
    expect(within(hubspot!).getByRole('heading', { level: 3, name: 'HubSpot' })).toBeTruthy()
    expect(hubspot!.textContent).toBe('CRMLeads land in your pipeline.Learn more about HubSpot (opens in a new tab)')
    expect(calendar!.textContent).toBe('Google CalendarLearn more about Google Calendar')
    expect(container.innerHTML).not.toContain('null')
  })

  it('links each item to its page, another site in a new tab', () => {
    render(<LogoGridSection {...logos()} />)
    expect(screen.getByRole('link', { name: 'Learn more about Google Calendar' }).getAttribute('href')).toBe(
      '/agent-integrations',
    )
    const external = screen.getByRole('link', { name: 'Learn more about HubSpot (opens in a new tab)' })
    expect(external.getAttribute('target')).toBe('_blank')
  })

  it('renders no list when there are no items', () => {
    render(<LogoGridSection {...logos({ items: null })} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
