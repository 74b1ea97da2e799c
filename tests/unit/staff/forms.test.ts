import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import {
  authErrorMessage,
  doNotCallSchema,
  formValues,
  noteSchema,
  statusChangeSchema,
  totpSchema,
} from '@/lib/staff/forms'

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.append(key, value)
  return formValues(data)
}

describe('staff forms', () => {
  it('accepts a TOTP code typed with a space in the middle, and nothing but six digits', () => {
    const factorId = '4a0c6d8e-2f51-4f0e-9a43-6d1c2b7e9f10'
    expect(totpSchema.parse(form({ factorId, code: '123 456' }))).toEqual({ factorId, code: '123456' })
    expect(totpSchema.safeParse(form({ factorId, code: '12345' })).success).toBe(false)
    expect(totpSchema.safeParse(form({ factorId: 'x', code: '123456' })).success).toBe(false)
  })

  it('validates a status change: a known lead id, statuses of the workflow, a note of bounded length', () => {
    const leadId = '4a0c6d8e-2f51-4f0e-9a43-6d1c2b7e9f10'
    expect(statusChangeSchema.parse(form({ leadId, from: 'new', to: 'contacted', note: '' }))).toEqual({
      leadId,
      from: 'new',
      to: 'contacted',
      note: undefined,
    })
    expect(statusChangeSchema.safeParse(form({ leadId, from: 'new', to: 'archived' })).success).toBe(false)
    expect(statusChangeSchema.safeParse(form({ leadId, from: 'new' })).error?.issues[0]?.message).toBe(
      'Choose the new status',
    )
    expect(noteSchema.safeParse(form({ leadId, note: 'x'.repeat(2001) })).success).toBe(false)
    expect(noteSchema.safeParse(form({ leadId, note: '   ' })).error?.issues[0]?.message).toBe('Write a note first')
  })

  it('says what went wrong in plain words, and nothing about the internals', () => {
    expect(authErrorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe(
      'That email and password do not match an account.',
    )
    expect(authErrorMessage(new AuthRetryableFetchError('fetch failed', 0))).toMatch(/cannot be reached/)
    expect(authErrorMessage(new AuthApiError('invalid JWT: unable to parse or verify signature', 403, 'bad_jwt'))).toBe(
      'Something went wrong. Please try again.',
    )
  })

  it('keeps a number for the STOP list in E.164 however it is typed, and refuses what is not one', () => {
    expect(doNotCallSchema.parse(form({ number: '(212) 555-0147' }))).toEqual({ number: '+12125550147' })
    expect(doNotCallSchema.parse(form({ number: '+44 20 7946 0958' }))).toEqual({ number: '+442079460958' })
    for (const number of ['', 'stop', '555', '9'.repeat(31)])
      expect(doNotCallSchema.safeParse(form({ number })).error?.issues[0]?.message).toBe(
        'Enter the phone number, with its country code if it is not a US number',
      )
  })
})
