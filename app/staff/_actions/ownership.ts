'use server'

import { revalidatePath } from 'next/cache'
import { getLeadStore } from '@/lib/leads'
import { formatDay } from '@/lib/leads/inbox/follow-up'
import { staffName } from '@/lib/leads/inbox/ownership'
import { fieldProblems, type FormState, formValues } from '@/lib/staff/forms'
import { assignSchema, followUpSchema, staffSettingsSchema } from '@/lib/staff/ownership-forms'
import { logStaff, requireStaff } from '@/lib/staff/session'

const UNAVAILABLE = 'The lead database cannot be reached right now. Nothing was changed; please try again.'

/** Gives a lead to a staff member, or to nobody, if nobody reassigned it since the page was shown. */
export async function assignLead(_state: FormState, formData: FormData): Promise<FormState> {
  const member = await requireStaff()
  const parsed = assignSchema.safeParse(formValues(formData))
  if (!parsed.success) return fieldProblems(parsed.error)
  const { leadId, from, to } = parsed.data
  try {
    const result = await getLeadStore().ownership.assign(leadId, {
      from,
      to,
      actor: { id: member.id, email: member.email },
    })
    revalidatePath(`/staff/leads/${leadId}`)
    switch (result.outcome) {
      case 'assigned':
        return { notice: result.owner ? `Assigned to ${staffName(result.owner)}.` : 'This lead is now unassigned.' }
      case 'not-found':
        return { error: 'This lead no longer exists.' }
      case 'unknown-owner':
        return { fields: { to: 'That staff member is not in the inbox any more. Reload the page and choose again.' } }
      case 'conflict':
        return {
          error: 'Not changed: someone else reassigned this lead meanwhile. The page shows who has it now.',
        }
    }
  } catch (error) {
    logStaff('assigning a lead failed', error)
    return { error: UNAVAILABLE }
  }
}

/** Sets (or clears) the day to follow up on a lead, with a note. */
export async function setFollowUp(_state: FormState, formData: FormData): Promise<FormState> {
  const member = await requireStaff()
  const parsed = followUpSchema.safeParse(formValues(formData))
  if (!parsed.success) return fieldProblems(parsed.error)
  const change = parsed.data
  try {
    const result = await getLeadStore().ownership.setFollowUp(change.leadId, {
      on: change.intent === 'save' ? change.on : null,
      ...(change.intent === 'save' && change.note ? { note: change.note } : {}),
      actor: { id: member.id, email: member.email },
    })
    revalidatePath(`/staff/leads/${change.leadId}`)
    if (result.outcome === 'not-found') return { error: 'This lead no longer exists.' }
    return { notice: change.intent === 'save' ? `Follow up on ${formatDay(change.on)}.` : 'Follow-up cleared.' }
  } catch (error) {
    logStaff('setting a follow-up failed', error)
    return { error: UNAVAILABLE }
  }
}

/** The signed-in member's own settings: their name in the inbox and whether new leads come to them in turn. */
export async function saveStaffSettings(_state: FormState, formData: FormData): Promise<FormState> {
  const member = await requireStaff()
  const parsed = staffSettingsSchema.safeParse(formValues(formData))
  if (!parsed.success) return fieldProblems(parsed.error)
  try {
    const ownership = getLeadStore().ownership
    await ownership.ensureProfile({ id: member.id, email: member.email })
    const saved = await ownership.updateProfile(member.id, parsed.data)
    revalidatePath('/staff/security')
    if (!saved) return { error: UNAVAILABLE }
    return {
      notice: saved.roundRobin
        ? 'Saved. New leads now come to you in turn with the others who opted in.'
        : 'Saved. New leads are not assigned to you automatically.',
    }
  } catch (error) {
    logStaff('saving staff settings failed', error)
    return { error: UNAVAILABLE }
  }
}
