import { describe, expect, it } from 'vitest'
import { canMove, nextStatuses } from '@/lib/leads/inbox/workflow'
import { inboxQueryString, parseInboxQuery } from '@/lib/staff/inbox-query'

describe('the inbox address', () => {
  it('reads the search, status, source and page', () => {
    expect(parseInboxQuery({ q: '  Dana ', status: 'contacted', source: 'chat', page: '3' })).toEqual({
      filter: { q: 'Dana', status: 'contacted', source: 'chat' },
      page: 3,
    })
  })

  it('drops what does not parse instead of failing: an edited address still shows the inbox', () => {
    expect(parseInboxQuery({ status: 'archived', source: 'DROP TABLE', page: '-1', q: '' })).toEqual({
      filter: {},
      page: 1,
    })
    expect(parseInboxQuery({ page: 'two', q: 'x'.repeat(101) })).toEqual({ filter: {}, page: 1 })
    expect(parseInboxQuery({ q: ['first', 'second'] }).filter).toEqual({ q: 'first' })
  })

  it('writes a filter back as a query string, leaving out page 1', () => {
    expect(inboxQueryString({ q: 'a&b', status: 'new' })).toBe('?q=a%26b&status=new')
    expect(inboxQueryString({}, 1)).toBe('')
    expect(inboxQueryString({ source: 'chat' }, 2)).toBe('?source=chat&page=2')
  })

  it('reads and writes the view of leads nobody has opened yet, and nothing else for it', () => {
    expect(parseInboxQuery({ unopened: '1', status: 'new' }).filter).toEqual({ unopened: true, status: 'new' })
    expect(parseInboxQuery({ unopened: 'yes' }).filter).toEqual({})
    expect(inboxQueryString({ unopened: true, q: 'x' })).toBe('?q=x&unopened=1')
  })
})

describe('the lead workflow', () => {
  it('goes new, contacted, qualified, then won or lost', () => {
    expect(nextStatuses('new')).toEqual(['contacted', 'lost'])
    expect(nextStatuses('contacted')).toEqual(['qualified', 'lost'])
    expect(nextStatuses('qualified')).toEqual(['won', 'lost'])
  })

  it('never skips a step, goes back, or leaves won and lost', () => {
    expect(canMove('new', 'qualified')).toBe(false)
    expect(canMove('new', 'won')).toBe(false)
    expect(canMove('contacted', 'new')).toBe(false)
    expect(nextStatuses('won')).toEqual([])
    expect(nextStatuses('lost')).toEqual([])
  })
})
