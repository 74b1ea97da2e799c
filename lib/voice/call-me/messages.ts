/**
 * What a visitor reads on the call-me form, one message for each answer: shared by the server,
 * which answers with them, and the form, which shows them (the tests compare them letter by
 * letter). Every refusal says why and what to do instead.
 */
/** The consent a visitor ticks before the AI receptionist calls: the marketers' words (the Studio), this by default. */
export const DEFAULT_CALL_ME_CONSENT =
  'Kestrel AI will call this number once with an AI agent; the call may be recorded'

export const CALL_ME_MESSAGES = {
  invalidNumber: 'Enter a valid phone number, with the country code if it is not a US number',
  premium: 'We cannot call premium-rate, shared-cost or toll-free numbers. Please enter a mobile or landline number.',
  repeat: 'We already called this number in the last 24 hours. Each number gets one call a day.',
  doNotCall: 'This number asked not to be called again, so we will not call it.',
  capped: 'Calls are paused for today. Chat with us or book a consultation instead.',
  consent: 'Please tick the box to agree to the call',
  firstName: 'First name is required',
  limited: 'Too many call requests from your network. Please try again later.',
  unavailable: 'We could not place the call right now. Please try again in a minute.',
  callFailed:
    'We could not place the call just now. We kept your number and our team will be in touch; you can also chat with us or book a consultation.',
  notConfigured: 'Calls are not available on this site right now.',
} as const

const names = (countries: readonly string[]) => {
  let display: Intl.DisplayNames | undefined
  try {
    display = new Intl.DisplayNames(['en'], { type: 'region' })
  } catch {
    display = undefined
  }
  const list = countries.map((code) => {
    const name = display?.of(code) ?? code
    return name === 'United States' ? 'the United States' : name
  })
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? '')
}

/** The refusal of a number outside the countries the site calls ("…in the United States and Canada."). */
export const countryMessage = (countries: readonly string[]) => `We can only call numbers in ${names(countries)}.`

/** The states a visitor sees while we call, and what each says. */
export const CALL_STATE_LABELS = {
  queued: 'Queued',
  ringing: 'Ringing',
  'in-progress': 'In progress',
  ended: 'Ended',
} as const
export type VisibleCallState = keyof typeof CALL_STATE_LABELS

/** The call's answer to the form. */
export type CallMeAnswer =
  | { ok: true; callId: string; number: string; state: VisibleCallState }
  | { ok: false; reason: CallMeRefusal; error: string; fields?: Record<string, string> }

export type CallMeRefusal =
  | 'invalid'
  | 'country'
  | 'premium'
  | 'repeat'
  | 'do-not-call'
  | 'capped'
  | 'limited'
  | 'unavailable'
  | 'call-failed'
  | 'not-configured'
