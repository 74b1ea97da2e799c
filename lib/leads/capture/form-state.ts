/** The fields of the lead form, in the order a visitor fills them in. */
export const LEAD_FORM_FIELDS = ['name', 'email', 'company', 'phone', 'message'] as const
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number]

/** The ones a lead cannot do without; the contact form also asks for the others, the chat's does not. */
export const REQUIRED_LEAD_FORM_FIELDS = ['name', 'email', 'company'] as const satisfies readonly LeadFormField[]

/**
 * The most characters each field takes: the server's limits (validation.ts; the phone's is
 * PHONE_MAX_LENGTH of lib/phone, kept out of the browser's bundle), which the form's inputs stop at.
 */
export const LEAD_FIELD_MAX_LENGTHS = {
  name: 120,
  email: 254,
  company: 160,
  phone: 30,
  message: 2000,
} as const satisfies Record<LeadFormField, number>

/**
 * What the contact form shows after a submission the server answered without JavaScript (or
 * before the page's scripts ran): each field's error, what the visitor typed, and a message
 * for the form as a whole. It travels in the page the server renders, never in a URL.
 */
export type LeadFormState = {
  status: 'idle' | 'invalid' | 'limited' | 'unavailable'
  message?: string
  fields: Partial<Record<LeadFormField, string>>
  values: Partial<Record<LeadFormField, string>>
}

export const INITIAL_LEAD_FORM_STATE: LeadFormState = { status: 'idle', fields: {}, values: {} }

/**
 * Where a successful submission goes: a path on this site, nothing else (the form carries it
 * in a hidden field a visitor could change, so it must not become an open redirect).
 */
export function safeSuccessPath(path: unknown, fallback = '/thank-you'): string {
  return typeof path === 'string' && /^\/(?![/\\])[A-Za-z0-9\-._~/]{0,200}$/.test(path) ? path : fallback
}
