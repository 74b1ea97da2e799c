import { describe, expect, it } from 'vitest'
import { leadEmail, leadWebhookPayload } from '@/lib/leads/delivery/lead-message'
import { addDays, dayIn, followUpState, formatDay, hourIn, isDay } from '@/lib/leads/inbox/follow-up'
import { buildSourcesReport, mondayOf, sourcesReportCsv } from '@/lib/leads/inbox/sources-report'
import { parseInboxQuery, inboxQueryString } from '@/lib/staff/inbox-query'
import { assignSchema, followUpSchema, staffSettingsSchema } from '@/lib/staff/ownership-forms'

const NY = 'America/New_York'

describe('the office day (TIME_ZONE)', () => {
  it('turns over at midnight in the office, not in UTC or on the server', () => {
    // 23:30 in New York on the 25th is 04:30 UTC on the 26th.
    expect(dayIn(NY, new Date('2026-11-26T04:30:00Z'))).toBe('2026-11-25')
    expect(dayIn(NY, new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26')
    expect(dayIn('Asia/Tokyo', new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27')
    expect(hourIn(NY, new Date('2026-11-26T12:05:00Z'))).toBe(7)
    expect(hourIn(NY, new Date('2026-11-26T04:30:00Z'))).toBe(23)
  })

  it('keeps the day across the daylight saving changes', () => {
    // 8 March 2026, 02:00 EST -> 03:00 EDT; 1 November 2026, 02:00 EDT -> 01:00 EST.
    expect(dayIn(NY, new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08') // 23:59 EDT
    expect(dayIn(NY, new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09')
    expect(dayIn(NY, new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01') // 23:59 EST
    expect(dayIn(NY, new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02')
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('says whether a follow-up is overdue, due or upcoming', () => {
    expect(followUpState('2026-11-25', '2026-11-26')).toBe('overdue')
    expect(followUpState('2026-11-26', '2026-11-26')).toBe('due')
    expect(followUpState('2026-12-01', '2026-11-26')).toBe('upcoming')
    expect(followUpState('2025-12-31', '2026-01-01')).toBe('overdue')
    expect(formatDay('2026-11-26')).toBe('Thu, Nov 26, 2026')
  })

  it('takes only real days', () => {
    expect(isDay('2026-02-28')).toBe(true)
    expect(isDay('2028-02-29')).toBe(true)
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2026-13-01')).toBe(false)
    expect(isDay('26-11-2026')).toBe(false)
  })
})

describe('the inbox views in the address', () => {
  const context = { memberId: '4a0c6d8e-2f51-4f0e-9a43-6d1c2b7e9f10', today: '2026-11-26' }

  it('reads each view for who is looking and their day', () => {
    expect(parseInboxQuery({ view: 'mine' }, context).filter).toEqual({ view: 'mine', owner: context.memberId })
    expect(parseInboxQuery({ view: 'unassigned' }, context).filter).toEqual({ view: 'unassigned', owner: null })
    expect(parseInboxQuery({ view: 'due' }, context).filter).toEqual({
      view: 'due',
      followUp: { when: 'due', today: '2026-11-26' },
    })
    expect(parseInboxQuery({ view: 'overdue', traffic: 'google', campaign: 'spring' }, context).filter).toEqual({
      view: 'overdue',
      followUp: { when: 'overdue', today: '2026-11-26' },
      traffic: 'google',
      campaign: 'spring',
    })
  })

  it('drops a view it does not know, and writes the views back into links', () => {
    expect(parseInboxQuery({ view: 'everyone' }, context).filter).toEqual({})
    expect(parseInboxQuery({ view: 'mine' }).filter).toEqual({})
    const { filter } = parseInboxQuery({ view: 'due', traffic: 'news.example', campaign: 'a b' }, context)
    expect(inboxQueryString(filter, 2)).toBe('?view=due&traffic=news.example&campaign=a+b&page=2')
  })
})

describe('the staff forms', () => {
  const leadId = '7b1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f'
  it('reads an assignment, "Unassigned" as nobody', () => {
    expect(assignSchema.parse({ leadId, from: '', to: leadId })).toEqual({ leadId, from: null, to: leadId })
    expect(assignSchema.safeParse({ leadId, from: '', to: 'someone' }).error!.issues[0]!.message).toBe(
      'Choose a staff member',
    )
  })

  it('reads a follow-up: a real day and a short note, or a clear', () => {
    expect(followUpSchema.parse({ intent: 'save', leadId, on: '2026-11-30', note: ' Send quote ' })).toEqual({
      intent: 'save',
      leadId,
      on: '2026-11-30',
      note: 'Send quote',
    })
    const problems = (value: object) => followUpSchema.safeParse(value).error!.issues.map((issue) => issue.message)
    expect(problems({ intent: 'save', leadId, on: '' })).toEqual(['Choose a day'])
    expect(problems({ intent: 'save', leadId, on: '2026-02-30' })).toEqual(['Enter a day as YYYY-MM-DD'])
    expect(problems({ intent: 'save', leadId, on: '2026-11-30', note: 'x'.repeat(501) })).toEqual([
      'Follow-up notes are at most 500 characters',
    ])
    expect(followUpSchema.parse({ intent: 'clear', leadId })).toEqual({ intent: 'clear', leadId })
  })

  it('reads the round-robin setting from a checkbox, and a display name', () => {
    expect(staffSettingsSchema.parse({ displayName: ' Dana ', roundRobin: 'on' })).toEqual({
      displayName: 'Dana',
      roundRobin: true,
    })
    expect(staffSettingsSchema.parse({ displayName: '' })).toEqual({ displayName: null, roundRobin: false })
    expect(staffSettingsSchema.safeParse({ displayName: '<b>Dana</b>' }).success).toBe(false)
  })
})

describe('the Sources numbers', () => {
  const now = new Date('2026-11-26T15:00:00Z')

  it('has every one of the 12 weeks, those without leads as zeros, largest rows first', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23') // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
    const report = buildSourcesReport(
      [
        { week: '2026-11-16', source: 'google', campaign: 'spring', leads: 2 },
        { week: '2026-09-07', source: 'direct', campaign: '(none)', leads: 3 },
        { week: '2026-08-31', source: 'direct', campaign: '(none)', leads: 9 }, // before the 12 weeks
      ],
      { now, timeZone: NY },
    )
    expect(report.weeks).toEqual(Array.from({ length: 12 }, (_, index) => addDays('2026-09-07', index * 7)))
    expect(report.rows.map((row) => [row.source, row.total])).toEqual([
      ['direct', 3],
      ['google', 2],
    ])
    expect(report.totals).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0])
    expect(buildSourcesReport([], { now, timeZone: NY }).totals).toEqual(Array(12).fill(0))
  })

  it('writes the same numbers as CSV: a column per week, the totals last, values defused', () => {
    const report = buildSourcesReport([{ week: '2026-11-23', source: '=cmd', campaign: 'spring', leads: 1 }], {
      now,
      timeZone: NY,
    })
    const [header, row, totals] = sourcesReportCsv(report).replace('\uFEFF', '').trim().split('\r\n')
    expect(header).toBe(
      ['source', 'campaign', ...report.weeks.map((week) => `week_of_${week}`), 'total']
        .map((cell) => `"${cell}"`)
        .join(','),
    )
    expect(row).toBe(`"'=cmd","spring",${'"0",'.repeat(11)}"1","1"`)
    expect(totals).toBe(`"all","all",${'"0",'.repeat(11)}"1","1"`)
    expect(sourcesReportCsv(report).startsWith('\uFEFF')).toBe(true)
  })
})

describe('where a lead came from, in the email and the webhook', () => {
  const lead = {
    id: 'a1',
    name: 'Dana',
    email: 'dana@example.com',
    company: 'Reyes',
    source: 'contact',
    createdAt: new Date('2026-11-26T15:00:00Z'),
  }
  it('is left out when nothing was recorded, and null in the payload', () => {
    expect(leadEmail(lead).text).not.toContain('Where they came from')
    expect(leadWebhookPayload(lead).data.attribution).toEqual({
      landingPage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      pagesViewed: [],
    })
  })
  it('names the traffic source from the referrer when there is no utm_source', () => {
    const email = leadEmail({ ...lead, attribution: { referrer: 'https://www.bing.com/search' } })
    expect(email.text).toContain(
      'Where they came from:\nTraffic source: bing.com\nReferrer: https://www.bing.com/search',
    )
  })
})
