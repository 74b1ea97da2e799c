/** The fields of the lead form, in the order a visitor fills them in. */
export const LEAD_FORM_FIELDS = ['name', 'email', 'company'] as const
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number]

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
