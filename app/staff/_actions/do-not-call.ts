'use server'

import { revalidatePath } from 'next/cache'
import { getLeadStore } from '@/lib/leads'
import { doNotCallSchema, fieldProblems, type FormState, formValues } from '@/lib/staff/forms'
import { logStaff, requireStaff } from '@/lib/staff/session'

const UNAVAILABLE = 'The lead database cannot be reached right now. Nothing was changed; please try again.'

/** Puts a number on the STOP list: the call-me form never calls it again. */
export async function addDoNotCallNumber(_state: FormState, formData: FormData): Promise<FormState> {
  const member = await requireStaff()
  const parsed = doNotCallSchema.safeParse(formValues(formData))
  if (!parsed.success) return fieldProblems(parsed.error)
  try {
    await getLeadStore().calls.addDoNotCall(parsed.data.number, member.email)
    console.info(`[staff] ${member.email} put ${parsed.data.number} on the do-not-call list`)
    revalidatePath('/staff/do-not-call')
    return { notice: `${parsed.data.number} will not be called again.` }
  } catch (error) {
    logStaff('adding a number to the do-not-call list failed', error)
    return { error: UNAVAILABLE }
  }
}

/** Takes a number off the STOP list (it asked by mistake, or asked to be called again). */
export async function removeDoNotCallNumber(_state: FormState, formData: FormData): Promise<FormState> {
  const member = await requireStaff()
  const parsed = doNotCallSchema.safeParse(formValues(formData))
  if (!parsed.success) return fieldProblems(parsed.error)
  try {
    const removed = await getLeadStore().calls.removeDoNotCall(parsed.data.number)
    if (removed) console.info(`[staff] ${member.email} took ${parsed.data.number} off the do-not-call list`)
    revalidatePath('/staff/do-not-call')
    return removed
      ? { notice: `${parsed.data.number} may be called again.` }
      : { error: `${parsed.data.number} was not on the list.` }
  } catch (error) {
    logStaff('removing a number from the do-not-call list failed', error)
    return { error: UNAVAILABLE }
  }
}
