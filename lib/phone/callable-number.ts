/**
 * Whether the site may place a call to a number a visitor typed: a real number, in a country the
 * operator allows, and not one that costs the caller extra (premium rate, shared cost) or that
 * belongs to a business line anyone can reach for free (toll free). Read with libphonenumber-js's
 * full metadata (`/max`), the one that knows a number's type; server-only, since that metadata is
 * large and the browser never needs it.
 */
import { type CountryCode, type NumberType, parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH } from './phone-number'

/** Number types that cost the caller more than an ordinary call, or that reach no person to demo to. */
const REFUSED_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['PREMIUM_RATE', 'SHARED_COST', 'TOLL_FREE'])

/** Written like a phone number: digits, a leading +, and the separators people type (as phone-number.ts). */
const WRITTEN_NUMBER = /^\+?[\d \u00A0().\-/\u2010-\u2015]+$/

export type CallableNumber =
  | { ok: true; e164: string; country: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'country'; country: string | undefined }
  | { ok: false; reason: 'premium' | 'shared-cost' | 'toll-free' }

/**
 * Reads `text` (without a country code, a US number) and judges it against the allowed countries
 * (ISO 3166-1 codes) and the refused number types.
 */
export function callableNumber(text: string, allowedCountries: readonly string[]): CallableNumber {
  const written = text.trim()
  if (!written || written.length > PHONE_MAX_LENGTH || !WRITTEN_NUMBER.test(written))
    return { ok: false, reason: 'invalid' }
  const parsed = parsePhoneNumberFromString(written, DEFAULT_PHONE_COUNTRY as CountryCode)
  if (!parsed?.isValid()) return { ok: false, reason: 'invalid' }
  const type = parsed.getType()
  if (type && REFUSED_TYPES.has(type))
    return {
      ok: false,
      reason: type === 'PREMIUM_RATE' ? 'premium' : type === 'SHARED_COST' ? 'shared-cost' : 'toll-free',
    }
  if (!parsed.country || !allowedCountries.includes(parsed.country))
    return { ok: false, reason: 'country', country: parsed.country }
  return { ok: true, e164: parsed.number, country: parsed.country }
}

/** A number as the visitor sees it while we call: the country code and the last four digits ("+1 ••• ••• 4567"). */
export function maskedNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164)
  if (!parsed) return `••• ${e164.slice(-4)}`
  const national = String(parsed.nationalNumber)
  if (parsed.countryCallingCode === '1' && national.length === 10) return `+1 ••• ••• ${national.slice(-4)}`
  return `+${parsed.countryCallingCode} ${'•'.repeat(Math.max(national.length - 4, 0))} ${national.slice(-4)}`
}
