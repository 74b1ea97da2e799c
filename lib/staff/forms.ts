import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/supabase-js'
import { z } from 'zod'
import { LEAD_STATUSES } from '../leads/inbox/workflow'
import { PHONE_MAX_LENGTH, toE164 } from '../phone/phone-number'

/**
 * What a staff form's Server Action answers: a message for the person, or field problems, and
 * `values` the form shows again after a refusal (React empties a form once its action returns).
 */
export type FormState = {
  error?: string
  fields?: Record<string, string>
  notice?: string
  values?: Record<string, string>
}

export type FormAction<S extends FormState = FormState> = (state: S, formData: FormData) => Promise<S>

const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254)
  .pipe(z.email('Enter a valid email address'))

export const passwordSignInSchema = z.object({
  email,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(200, 'That password is too long'),
})

export const codeRequestSchema = z.object({ email })

export const codeSignInSchema = z.object({
  email,
  // Supabase sends 6 digits by default; a project may choose up to 10.
  code: z
    .string({ error: 'Enter the code from the email' })
    .trim()
    .regex(/^\d{6,10}$/, 'Enter the code from the email (digits only)'),
})

const uuid = z.uuid('Unknown item')

export const totpSchema = z.object({
  factorId: uuid,
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
})

export const enrolSchema = z.object({
  friendlyName: z
    .string()
    .trim()
    .max(60, 'Use at most 60 characters')
    .default('')
    .transform((name) => name || 'Authenticator app'),
})

export const factorSchema = z.object({ factorId: uuid })

export const signOutSchema = z.object({ scope: z.enum(['local', 'global']).default('local') })

const note = z.string().trim().max(2000, 'Notes are at most 2000 characters')

export const statusChangeSchema = z.object({
  leadId: uuid,
  from: z.enum(LEAD_STATUSES),
  to: z.enum(LEAD_STATUSES, { error: 'Choose the new status' }),
  note: note.optional().transform((value) => value || undefined),
})

export const noteSchema = z.object({ leadId: uuid, note: note.min(1, 'Write a note first') })

export const deliveryRetrySchema = z.object({ leadId: uuid, deliveryId: uuid })

const DO_NOT_CALL_NUMBER_ERROR = 'Enter the phone number, with its country code if it is not a US number'

/** A number for the STOP list, however it is written; kept in E.164 like every number the site calls. */
export const doNotCallSchema = z.object({
  number: z
    .string({ error: DO_NOT_CALL_NUMBER_ERROR })
    .trim()
    .max(PHONE_MAX_LENGTH, DO_NOT_CALL_NUMBER_ERROR)
    .transform((value, context) => {
      const e164 = toE164(value)
      if (!e164) context.addIssue({ code: 'custom', message: DO_NOT_CALL_NUMBER_ERROR })
      return e164 ?? ''
    }),
})

/** The form's values as zod sees them: single values, strings only. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of formData) if (typeof value === 'string' && !(key in values)) values[key] = value
  return values
}

export function fieldProblems(error: z.ZodError): FormState {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message
  return { fields }
}

/**
 * Words for a person from an auth error. Known answers of Supabase Auth get a plain sentence;
 * anything else a generic one (the details go to the server log, never to the page).
 */
export function authErrorMessage(error: unknown): string {
  if (isAuthRetryableFetchError(error))
    return 'The sign-in service cannot be reached right now. Please try again in a minute.'
  if (isAuthApiError(error)) {
    switch (error.code) {
      case 'invalid_credentials':
        return 'That email and password do not match an account.'
      case 'otp_expired':
        return 'That code is wrong or has expired. Ask for a new one.'
      case 'over_email_send_rate_limit':
      case 'over_request_rate_limit':
        return 'Too many attempts. Please wait a minute and try again.'
      case 'mfa_verification_failed':
        return 'That code is not right. Use the newest code your app shows (and check the clock on your phone).'
      case 'mfa_challenge_expired':
        return 'That took too long. Please enter a new code.'
      case 'email_not_confirmed':
        return 'Accept the invitation email first, then sign in.'
      case 'user_banned':
        return 'This account is blocked. Ask your Supabase administrator.'
    }
  }
  return 'Something went wrong. Please try again.'
}
