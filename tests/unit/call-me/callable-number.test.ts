import { describe, expect, it } from 'vitest'
import { callableNumber, maskedNumber } from '@/lib/phone/callable-number'
import { countryMessage } from '@/lib/voice/call-me/messages'

const US_CA = ['US', 'CA']

describe('which numbers the call-me form may call', () => {
  it('takes a US or Canadian number however it is written, in E.164', () => {
    expect(callableNumber('(212) 555-0147', US_CA)).toEqual({ ok: true, e164: '+12125550147', country: 'US' })
    expect(callableNumber('+1 416 555 0123', US_CA)).toEqual({ ok: true, e164: '+14165550123', country: 'CA' })
  })

  it('refuses a country the operator does not allow, and says which it calls', () => {
    expect(callableNumber('+44 20 7946 0958', US_CA)).toEqual({ ok: false, reason: 'country', country: 'GB' })
    expect(callableNumber('+44 20 7946 0958', ['GB'])).toMatchObject({ ok: true, e164: '+442079460958' })
    expect(countryMessage(US_CA)).toBe('We can only call numbers in the United States and Canada.')
  })

  it('refuses premium-rate, shared-cost and toll-free numbers, whatever the countries allowed', () => {
    expect(callableNumber('+1 900 555 0100', US_CA)).toEqual({ ok: false, reason: 'premium' })
    expect(callableNumber('1-800-555-0100', US_CA)).toEqual({ ok: false, reason: 'toll-free' })
    expect(callableNumber('+1 888 222 1234', US_CA)).toEqual({ ok: false, reason: 'toll-free' })
    expect(callableNumber('+33 810 12 34 56', ['FR'])).toEqual({ ok: false, reason: 'shared-cost' })
    expect(callableNumber('+44 845 464 0000', ['GB'])).toEqual({ ok: false, reason: 'premium' })
  })

  it('refuses what is not a phone number', () => {
    for (const text of ['', '123', 'call me', '+1 212 555 0147 ext 5', '2125550147; drop table', '+999 1234567'])
      expect(callableNumber(text, US_CA)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('shows the visitor the country code and the last four digits only', () => {
    expect(maskedNumber('+12125554567')).toBe('+1 ••• ••• 4567')
    expect(maskedNumber('+442079460958')).toBe('+44 •••••• 0958')
  })
})
