'use server'

import { redirect } from 'next/navigation'
import {
  authErrorMessage,
  enrolSchema,
  factorSchema,
  fieldProblems,
  type FormState,
  formValues,
  totpSchema,
} from '@/lib/staff/forms'
import { staffReturnPath } from '@/lib/staff/return-path'
import { logStaff, requireStaff, staffSupabase } from '@/lib/staff/session'

export type Enrolment = { factorId: string; qrCode: string; secret: string }
export type EnrolState = FormState & { enrolment?: Enrolment }

/**
 * The enrol answer's QR code is SVG text behind a `data:` prefix; re-encoded so characters such
 * as `#` in the SVG cannot cut the image address short.
 */
function qrImageUrl(qrCode: string): string {
  const svg = qrCode.startsWith('data:') ? qrCode.slice(qrCode.indexOf(',') + 1) : qrCode
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Starts adding a TOTP authenticator: the QR code and the secret to type instead. */
export async function startEnrolment(_state: EnrolState, formData: FormData): Promise<EnrolState> {
  await requireStaff(['granted', 'needs-enrolment'])
  const parsed = enrolSchema.safeParse(formValues(formData))
  if (!parsed.success) return fieldProblems(parsed.error)
  const supabase = (await staffSupabase())!
  // An earlier, abandoned set-up left an unverified factor; Supabase refuses a second one of the same name.
  const listed = await supabase.auth.mfa.listFactors()
  if (listed.error) return { error: authErrorMessage(listed.error) }
  for (const factor of listed.data.all.filter((f) => f.status === 'unverified'))
    await supabase.auth.mfa.unenroll({ factorId: factor.id })
  if (listed.data.all.some((f) => f.status === 'verified' && f.friendly_name === parsed.data.friendlyName)) {
    return {
      fields: {
        friendlyName: `You already have an authenticator called "${parsed.data.friendlyName}". Choose another name.`,
      },
    }
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: parsed.data.friendlyName })
  if (error) {
    logStaff(`enrolling a factor failed: ${error.message}`)
    return { error: authErrorMessage(error) }
  }
  return { enrolment: { factorId: data.id, qrCode: qrImageUrl(data.totp.qr_code), secret: data.totp.secret } }
}

/** The first code from the new authenticator proves it works; the session reaches aal2. */
export async function confirmEnrolment(state: EnrolState, formData: FormData): Promise<EnrolState> {
  await requireStaff(['granted', 'needs-enrolment'])
  const parsed = totpSchema.safeParse(formValues(formData))
  if (!parsed.success) return { ...fieldProblems(parsed.error), enrolment: state.enrolment }
  const supabase = (await staffSupabase())!
  const { error } = await supabase.auth.mfa.challengeAndVerify(parsed.data)
  if (error) {
    if (error.code !== 'mfa_verification_failed') logStaff(`verifying a new factor failed: ${error.message}`)
    return { error: authErrorMessage(error), enrolment: state.enrolment }
  }
  redirect('/staff/security?added=1')
}

/** The second step of signing in: a code from an enrolled authenticator. */
export async function verifySignIn(_state: FormState, formData: FormData): Promise<FormState> {
  await requireStaff(['needs-verification'])
  const parsed = totpSchema.safeParse(formValues(formData))
  if (!parsed.success) return fieldProblems(parsed.error)
  const supabase = (await staffSupabase())!
  const { error } = await supabase.auth.mfa.challengeAndVerify(parsed.data)
  if (error) {
    if (error.code !== 'mfa_verification_failed') logStaff(`second-factor sign-in failed: ${error.message}`)
    return { error: authErrorMessage(error) }
  }
  redirect(staffReturnPath(formData.get('next')) ?? '/staff')
}

/** Removes an authenticator (Supabase asks for aal2 to remove a verified one). */
export async function removeFactor(formData: FormData): Promise<void> {
  await requireStaff()
  const { factorId } = factorSchema.parse(formValues(formData))
  const supabase = (await staffSupabase())!
  const { error } = await supabase.auth.mfa.unenroll({ factorId })
  if (error) {
    logStaff(`removing a factor failed: ${error.message}`)
    redirect('/staff/security?removed=failed')
  }
  // The session loses aal2 with its last factor; a fresh token says so, and the guard acts on it.
  await supabase.auth.refreshSession()
  redirect('/staff/security?removed=1')
}
