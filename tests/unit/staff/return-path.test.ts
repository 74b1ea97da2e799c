import { describe, expect, it } from 'vitest'
import { pathFor } from '@/lib/staff/access'
import { staffReturnPath, withReturnPath } from '@/lib/staff/return-path'

const lead = '/staff/leads/4a0c6d8e-2f51-4f0e-9a43-6d1c2b7e9f10'

describe('where sign-in leads back to', () => {
  it('takes a page of the staff area, with its query', () => {
    expect(staffReturnPath(lead)).toBe(lead)
    expect(staffReturnPath('/staff?status=new&q=dental')).toBe('/staff?status=new&q=dental')
    expect(staffReturnPath('/staff/security')).toBe('/staff/security')
  })

  it.each([
    ['another origin', 'https://evil.example/staff'],
    ['a protocol-relative address', '//evil.example/staff'],
    ['a backslash browsers read as a slash', '/staff\\..\\..\\evil.example'],
    ['a tab browsers drop', '/staff/\t/evil.example'],
    ['a path that leaves the staff area', '/staff/../api/gpt-lead'],
    ['a public page', '/pricing'],
    ['a look-alike prefix', '/staffing'],
    ['the sign-in page itself (a loop)', '/staff/sign-in?next=/staff'],
    ['the code page', '/staff/verify'],
    ['the download', '/staff/export?q=a'],
    ['nothing', ''],
    ['not a string', ['/staff']],
    ['javascript', 'javascript:alert(1)'],
  ])('refuses %s', (_, value) => {
    expect(staffReturnPath(value)).toBeNull()
  })

  it('adds ?next= to the sign-in and code pages when there is somewhere to go back to', () => {
    expect(withReturnPath('/staff/sign-in', lead)).toBe(`/staff/sign-in?next=${encodeURIComponent(lead)}`)
    expect(withReturnPath(pathFor({ state: 'signed-out', rejected: true }), lead)).toBe(
      `/staff/sign-in?session=ended&next=${encodeURIComponent(lead)}`,
    )
    expect(withReturnPath('/staff/sign-in', '/staff')).toBe('/staff/sign-in')
    expect(withReturnPath('/staff/sign-in', '//evil.example')).toBe('/staff/sign-in')
    expect(withReturnPath('/staff/sign-in', undefined)).toBe('/staff/sign-in')
  })
})
