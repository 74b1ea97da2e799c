// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { buildSourcesReport } from '@/lib/leads/inbox/sources-report'
import { LeadAttributionDetails } from './lead-attribution'
import { SourcesChart, SourcesTable, sourceSeries } from './sources-chart'

afterEach(cleanup)

const now = new Date('2026-11-26T15:00:00Z')
const report = buildSourcesReport(
  [
    { week: '2026-11-23', source: 'google', campaign: 'spring', leads: 3 },
    { week: '2026-11-23', source: 'google', campaign: '(none)', leads: 1 },
    { week: '2026-11-16', source: 'direct', campaign: '(none)', leads: 2 },
  ],
  { now, timeZone: 'America/New_York' },
)

describe('the Sources chart and table', () => {
  it('is an image named and described for assistive technology, with the numbers in the table beneath', () => {
    render(
      <>
        <SourcesChart report={report} />
        <SourcesTable report={report} />
      </>,
    )
    const chart = screen.getByRole('img', { name: 'Leads per week by traffic source' })
    expect(chart.getAttribute('aria-describedby')).toBe('sources-chart-desc')
    expect(document.getElementById('sources-chart-desc')!.textContent).toBe(
      '6 leads in the 12 weeks from Sep 7; the most, 4, in the week of Nov 23. By source: google 4, direct 2. The table below lists each source and campaign per week.',
    )
    // One bar segment per source and week with leads.
    expect(chart.querySelectorAll('rect')).toHaveLength(2)
    const table = screen.getByRole('table', { name: /Leads per traffic source and campaign/ })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'SourceCampaignSep 7Sep 14Sep 21Sep 28Oct 5Oct 12Oct 19Oct 26Nov 2Nov 9Nov 16Nov 23Total',
      `googlespring${'0'.repeat(11)}33`,
      `direct(none)${'0'.repeat(10)}202`,
      `google(none)${'0'.repeat(11)}11`,
      `All sources${'0'.repeat(10)}246`,
    ])
    // A wide table scrolls in a region the keyboard can reach.
    expect(screen.getByRole('region').getAttribute('tabindex')).toBe('0')
  })

  it('says so when the weeks had no leads', () => {
    render(<SourcesChart report={buildSourcesReport([], { now, timeZone: 'America/New_York' })} />)
    expect(document.getElementById('sources-chart-desc')!.textContent).toBe('No leads in the 12 weeks from Sep 7.')
  })

  it('shows five sources by name and the rest as "other"', () => {
    const many = buildSourcesReport(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((source, index) => ({
        week: '2026-11-23',
        source,
        campaign: '(none)',
        leads: 10 - index,
      })),
      { now, timeZone: 'America/New_York' },
    )
    expect(sourceSeries(many).map((entry) => [entry.source, entry.counts.at(-1)])).toEqual([
      ['a', 10],
      ['b', 9],
      ['c', 8],
      ['d', 7],
      ['e', 6],
      ['other', 9],
    ])
  })
})

describe('where a lead came from, on its page', () => {
  it('lists what was recorded and the pages viewed in order', () => {
    render(
      <LeadAttributionDetails
        attribution={{
          landingPage: '/pricing',
          referrer: 'https://www.google.com/',
          utmCampaign: 'spring',
          pagesViewed: ['/pricing', '/contact'],
        }}
      />,
    )
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['Traffic source', 'Campaign', 'Landing page', 'Referrer'])
    expect(screen.getAllByRole('definition')[0]!.textContent).toBe('google.com')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['/pricing', '/contact'])
  })

  it('says when nothing was recorded', () => {
    render(<LeadAttributionDetails attribution={undefined} />)
    expect(screen.getByText(/Nothing was recorded/)).toBeTruthy()
  })
})
