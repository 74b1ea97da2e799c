import { describe, expect, it } from 'vitest'
import { LEAD_FIELD_MAX_LENGTHS } from '@/lib/leads/capture/form-state'
import { PHONE_MAX_LENGTH, telHref, toE164 } from '@/lib/phone/phone-number'

describe('toE164', () => {
  it.each([
    ['(212) 555-0147', '+12125550147'],
    ['212-555-0147', '+12125550147'],
    ['212.555.0147', '+12125550147'],
    ['2125550147', '+12125550147'],
    ['1 212 555 0147', '+12125550147'],
    ['+1 (212) 555-0147', '+12125550147'],
    ['  +1 212 555 0147 ', '+12125550147'],
    ['+1 416 555 0199', '+14165550199'],
    ['+44 20 7946 0958', '+442079460958'],
    ['011 44 20 7946 0958', '+442079460958'],
    ['+49 30 901820', '+4930901820'],
    ['+353 1 234 5678', '+35312345678'],
  ])('reads %j as %j', (text, e164) => {
    expect(toE164(text)).toBe(e164)
  })

  it.each([
    ['', 'nothing'],
    ['call me', 'words'],
    ['555-0147', 'a US number without its area code'],
    ['212 555 01', 'too few digits'],
    ['212 555 01477', 'too many digits for a US number'],
    ['(012) 555-0147', 'an area code that starts with 0'],
    ['(911) 555-0147', 'an N11 area code'],
    ['(212) 055-0147', 'an exchange that starts with 0'],
    ['(555) 555-0147', 'the area code 555, which is not in service'],
    ['+999 1234 5678', 'a country code nobody has'],
    ['+44 12', 'a foreign number too short to dial'],
    ['+44 1234 5678 9012 345', 'more digits than E.164 allows'],
    ['+1 212 555 0147 ext. 12', 'an extension (letters)'],
    ['212-555-0147; DROP TABLE leads', 'anything else after the number'],
    ['Call me on 212 555 0147', 'a number inside a sentence'],
    ['+1 212 555 0147\n+1 212 555 0148', 'two numbers on two lines'],
  ])('refuses %j (%s)', (text) => {
    expect(toE164(text)).toBeUndefined()
  })

  it(`refuses text longer than ${PHONE_MAX_LENGTH} characters, however it is spaced`, () => {
    expect(toE164(`+1${' '.repeat(PHONE_MAX_LENGTH)}2125550147`)).toBeUndefined()
    // The contact form's phone input stops at the same length (its limits stay out of lib/phone's bundle).
    expect(LEAD_FIELD_MAX_LENGTHS.phone).toBe(PHONE_MAX_LENGTH)
  })
})

describe('telHref', () => {
  it('dials the number as E.164, whatever the way it is written', () => {
    expect(telHref('+1 (212) 555-0147')).toBe('tel:+12125550147')
  })

  it('gives no link for no number or one that is not real', () => {
    expect(telHref(null)).toBeUndefined()
    expect(telHref('')).toBeUndefined()
    expect(telHref('call us')).toBeUndefined()
  })
})
