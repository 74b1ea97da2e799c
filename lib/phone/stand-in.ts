/**
 * A stand-in for `parsePhoneNumberFromString` of libphonenumber-js, with the same shape
 * (`parsePhoneNumberFromString(text, defaultCountry)`, `.isValid()`, `.number` in E.164), until
 * that package is installed: lib/phone/phone-number.ts then imports it from 'libphonenumber-js'
 * instead and this file goes.
 *
 * It knows less than the library: the North American Numbering Plan exactly (area code and
 * exchange), and for every other country its calling code and the lengths E.164 allows, not each
 * country's own numbering. So it refuses what is surely not a number (letters, a made-up country
 * code, a US number of the wrong length or with an impossible area code) and may take a
 * well-formed but unassigned foreign number, which the library would refuse.
 */

/** The countries a number written without `+` is read in (the site's visitors are North American). */
export type DefaultCountry = 'US' | 'CA'

export type ParsedPhoneNumber = {
  /** E.164: `+`, the country calling code and the national number, digits only. */
  number: string
  countryCallingCode: string
  nationalNumber: string
  isValid(): boolean
}

/** Both default countries are in the North American Numbering Plan. */
const CALLING_CODE_OF: Record<DefaultCountry, string> = { US: '1', CA: '1' }

/** The country calling codes in service (ITU-T E.164), as single codes and ranges. */
const CALLING_CODES = new Set(
  (
    '1 7 20 27 30-34 36 39 40 41 43-49 51-58 60-66 81 82 84 86 90-95 98 ' +
    '211 212 213 216 218 220-258 260-269 290 291 297-299 350-359 370-378 380-383 385-387 389 ' +
    '420 421 423 500-509 590-599 670 672-692 800 808 850 852 853 855 856 870 878 880-883 886 888 ' +
    '960-968 970-977 979 992-998'
  )
    .split(' ')
    .flatMap((entry) => {
      const [from, to = from] = entry.split('-').map(Number) as [number, number?]
      return Array.from({ length: to - from + 1 }, (_, index) => String(from + index))
    }),
)

// What the stand-in reads: digits, with anything a person puts between them (the library reads more).
const WRITTEN_NUMBER = /^\+?[\d\s().\-/\u2010-\u2015]+$/
// NANP: area code and exchange each [2-9]XX, neither N11; the area code 555 is not in service.
const NANP_NUMBER = /^(?!555)(?![2-9]11)[2-9]\d\d(?![2-9]11)[2-9]\d\d\d{4}$/
// From the US and Canada, 011 dials out of the plan.
const NANP_INTERNATIONAL_PREFIX = '011'

function callingCodeOf(digits: string): string | undefined {
  return [1, 2, 3].map((length) => digits.slice(0, length)).find((code) => CALLING_CODES.has(code))
}

function isValidNumber(countryCallingCode: string, nationalNumber: string): boolean {
  if (countryCallingCode === '1') return NANP_NUMBER.test(nationalNumber)
  // E.164: at most 15 digits in all; no country's numbers are shorter than 4 (Niue, Saint Helena).
  return nationalNumber.length >= 4 && countryCallingCode.length + nationalNumber.length <= 15
}

/**
 * The phone number written in `text`, or undefined when it is not one at all (letters, symbols,
 * too few digits, an unknown country code). Like the library's, a result may still not be a
 * valid number: ask `isValid()`.
 */
export function parsePhoneNumberFromString(
  text: string,
  defaultCountry: DefaultCountry = 'US',
): ParsedPhoneNumber | undefined {
  const written = text.trim()
  if (!WRITTEN_NUMBER.test(written)) return undefined
  let digits = written.replace(/\D/g, '')
  let international = written.startsWith('+')
  // Both default countries are in the North American plan: 011 dials out of it, 1 is its own code.
  if (!international && digits.startsWith(NANP_INTERNATIONAL_PREFIX)) {
    digits = digits.slice(NANP_INTERNATIONAL_PREFIX.length)
    international = true
  }

  let countryCallingCode = CALLING_CODE_OF[defaultCountry]
  if (international) {
    const code = callingCodeOf(digits)
    if (!code) return undefined
    countryCallingCode = code
    digits = digits.slice(code.length)
  } else if (digits.length === 11 && digits.startsWith('1')) {
    // 1 before the area code: the plan's long-distance prefix, the country code without its `+`.
    digits = digits.slice(1)
  }
  if (digits.length < 2 || digits.length > 17) return undefined

  return {
    number: `+${countryCallingCode}${digits}`,
    countryCallingCode,
    nationalNumber: digits,
    isValid: () => isValidNumber(countryCallingCode, digits),
  }
}
