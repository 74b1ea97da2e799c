'use server'

import { redirect } from 'next/navigation'
import {
  authErrorMessage,
  codeRequestSchema,
  codeSignInSchema,
  fieldProblems,
  type FormState,
  formValues,
  passwordSignInSchema,
  signOutSchema,
} from '@/lib/staff/forms'
import { staffReturnPath } from '@/lib/staff/return-path'
import { logStaff, staffSupabase } from '@/lib/staff/session'

export type CodeSignInState = FormState & { email?: string }

const NOT_CONFIGURED: FormState = { error: 'The lead inbox is not configured on this site.' }

/** Email and password; on success the inbox's guard takes over (second factor, enrolment). */
export async function signInWithPassword(_state: FormState, formData: FormData): Promise<FormState> {
  const submitted = formValues(formData)
  // The email stays in the form after a refusal; the password never comes back.
  const values = { email: (submitted.email ?? '').slice(0, 254) }
  const parsed = passwordSignInSchema.safeParse(submitted)
  if (!parsed.success) return { ...fieldProblems(parsed.error), values }
  const supabase = await staffSupabase()
  if (!supabase) return NOT_CONFIGURED
  const { error } = await supabase.auth.signInWithPassword({ email: parsed.data.email, password: parsed.data.password })
  if (error) {
    if (error.code !== 'invalid_credentials') logStaff(`password sign-in failed: ${error.message}`)
    return { error: authErrorMessage(error), values }
  }
  redirect(returnPath(formData))
}

/** The page the person asked for before signing in (validated again: the form is theirs to edit), or the inbox. */
const returnPath = (formData: FormData) => staffReturnPath(formData.get('next')) ?? '/staff'

/**
 * Emails a one-time code to an existing account; never creates one (staff are invited). An
 * unknown address gets the same answer as a known one, so the form tells nobody who is staff.
 */
export async function requestEmailCode(_state: CodeSignInState, formData: FormData): Promise<CodeSignInState> {
  const submitted = formValues(formData)
  const values = { email: (submitted.email ?? '').slice(0, 254) }
  const parsed = codeRequestSchema.safeParse(submitted)
  if (!parsed.success) return { ...fieldProblems(parsed.error), values }
  const supabase = await staffSupabase()
  if (!supabase) return NOT_CONFIGURED
  const { email } = parsed.data
  const { error } = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
  if (error && error.code !== 'otp_disabled') {
    logStaff(`sending a sign-in code failed: ${error.message}`)
    return { error: authErrorMessage(error), values }
  }
  return { email, notice: `If ${email} belongs to a staff account, a sign-in code is on its way. Enter it below.` }
}

export async function signInWithCode(state: CodeSignInState, formData: FormData): Promise<CodeSignInState> {
  const parsed = codeSignInSchema.safeParse(formValues(formData))
  if (!parsed.success) return { ...fieldProblems(parsed.error), email: state.email }
  const supabase = await staffSupabase()
  if (!supabase) return NOT_CONFIGURED
  const { error } = await supabase.auth.verifyOtp({ email: parsed.data.email, token: parsed.data.code, type: 'email' })
  if (error) {
    if (error.code !== 'otp_expired') logStaff(`code sign-in failed: ${error.message}`)
    return { error: authErrorMessage(error), email: parsed.data.email }
  }
  redirect(returnPath(formData))
}

/** Signs out this device (`local`) or every session of the account (`global`). */
export async function signOut(formData: FormData): Promise<void> {
  const { scope } = signOutSchema.parse(formValues(formData))
  const supabase = await staffSupabase()
  if (supabase) {
    // The local session is removed even when the server call fails (a session already ended elsewhere).
    const { error } = await supabase.auth.signOut({ scope })
    if (error) logStaff(`sign-out (${scope}) reported: ${error.message}`)
  }
  redirect(`/staff/sign-in?signed-out=${scope === 'global' ? 'everywhere' : 'here'}`)
}
