/**
 * Phone numbers, the site's one reader of them: a visitor's number on the contact form and the
 * agency's own in the site settings, read by libphonenumber-js (Google's libphonenumber rules and
 * metadata, kept up to date by its maintainers: which numbers exist in which country is not ours
 * to keep).
 */
import { type CountryCode as DefaultCountry, parsePhoneNumberFromString } from 'libphonenumber-js'

/** Where a number written without a country code is read: the agency's visitors are in the US. */
export const DEFAULT_PHONE_COUNTRY: DefaultCountry = 'US'

/** The longest phone number a person writes out (`+1 (212) 555-0147` is 17 characters). */
export const PHONE_MAX_LENGTH = 30

/**
 * A phone number and nothing else: digits, a leading `+`, and the spaces, dots, dashes, slashes
 * and parentheses people put between them. (libphonenumber-js would find a number inside any
 * text, "Call me on 212 555 0147 after 5", and drop an extension: a field holds the number.)
 */
const WRITTEN_NUMBER = /^\+?[\d \u00A0().\-/\u2010-\u2015]+$/

/**
 * The number written in `text` in E.164 (`+12125550147`), or undefined when it is not a real
 * number: a number without `+` is read as a US one.
 */
export function toE164(text: string, defaultCountry: DefaultCountry = DEFAULT_PHONE_COUNTRY): string | undefined {
  if (text.length > PHONE_MAX_LENGTH || !WRITTEN_NUMBER.test(text.trim())) return undefined
  const parsed = parsePhoneNumberFromString(text, defaultCountry)
  return parsed?.isValid() ? parsed.number : undefined
}

/** A `tel:` link that dials the number written in `text`, or undefined when it is not one. */
export function telHref(text: string | null | undefined): string | undefined {
  const number = text ? toE164(text) : undefined
  return number ? `tel:${number}` : undefined
}
