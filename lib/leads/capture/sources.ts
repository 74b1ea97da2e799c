/**
 * Where a lead came from: recorded with it and shown to sales (the email, the inbox's filter,
 * the webhook). The server takes only these, so a stranger cannot file a lead under a source of
 * their choosing. A new contact form with a source of its own (a landing page) is one more
 * entry in LEAD_FORM_SOURCES: the Studio then offers it.
 */

/** The sources a contact form placed in the Studio may record (the leadForm section's choices). */
export const LEAD_FORM_SOURCES = ['contact', 'contact2', 'demo'] as const

/**
 * Every source the server takes: Michael's chat, the browser voice chat's details form (`voice`),
 * the contact forms, and `website` for a client that names none.
 */
export const LEAD_SOURCES = ['chat', 'voice', ...LEAD_FORM_SOURCES, 'website'] as const

export type LeadSource = (typeof LEAD_SOURCES)[number]

/** What a lead that names no source is recorded as. */
export const DEFAULT_LEAD_SOURCE: LeadSource = 'website'

/** The form's source when the content names none the server takes (a dataset from before the list). */
export const DEFAULT_LEAD_FORM_SOURCE: LeadSource = 'contact'

export const isLeadSource = (value: unknown): value is LeadSource =>
  typeof value === 'string' && (LEAD_SOURCES as readonly string[]).includes(value)

/**
 * A lead from "Have the AI receptionist call me" (the callMe section): recorded by the server's
 * call-me endpoint alone, never taken from a client's `source`, so no other form files a lead
 * under it.
 */
export const CALL_ME_SOURCE = 'call-me'

/** Every source a stored lead may carry: what the server takes, and the call-me form's. */
export const RECORDED_LEAD_SOURCES = [...LEAD_SOURCES, CALL_ME_SOURCE] as const
