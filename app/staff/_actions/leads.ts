'use server'

import { revalidatePath } from 'next/cache'
import { getLeadStore, retryDeliveryNow } from '@/lib/leads'
import { DELIVERY_CHANNEL_LABELS } from '@/lib/leads/delivery/labels'
import { LEAD_STATUS_LABELS, nextStatuses } from '@/lib/leads/inbox/workflow'
import {
  deliveryRetrySchema,
  fieldProblems,
  type FormState,
  formValues,
  noteSchema,
  statusChangeSchema,
} from '@/lib/staff/forms'
import { logStaff, requireStaff } from '@/lib/staff/session'

const UNAVAILABLE = 'The lead database cannot be reached right now. Nothing was changed; please try again.'

export async function changeLeadStatus(_state: FormState, formData: FormData): Promise<FormState> {
  const member = await requireStaff()
  const submitted = formValues(formData)
  // A refused change gives the note back to the form: what the salesperson typed is never lost.
  const values = { note: (submitted.note ?? '').slice(0, 4000) }
  const parsed = statusChangeSchema.safeParse(submitted)
  if (!parsed.success) return { ...fieldProblems(parsed.error), values }
  const { leadId, ...change } = parsed.data
  try {
    const result = await getLeadStore().inbox.changeStatus(leadId, {
      ...change,
      actor: { id: member.id, email: member.email },
    })
    revalidatePath(`/staff/leads/${leadId}`)
    switch (result.outcome) {
      case 'changed': {
        const label = LEAD_STATUS_LABELS[result.lead.status]
        return nextStatuses(result.lead.status).length === 0
          ? {
              notice: `Status changed to ${label}. ${label} is final: this lead is closed, and notes can still be added.`,
            }
          : { notice: `Status changed to ${label}.` }
      }
      case 'not-found':
        return { error: 'This lead no longer exists.', values }
      case 'conflict':
      case 'not-allowed':
        return {
          error: `Not changed: this lead is now ${LEAD_STATUS_LABELS[result.current]} (someone else may have just updated it). The page shows the latest; your note is still here.`,
          values,
        }
    }
  } catch (error) {
    logStaff('changing a lead status failed', error)
    return { error: UNAVAILABLE, values }
  }
}

export async function addLeadNote(_state: FormState, formData: FormData): Promise<FormState> {
  const member = await requireStaff()
  const submitted = formValues(formData)
  const values = { note: (submitted.note ?? '').slice(0, 4000) }
  const parsed = noteSchema.safeParse(submitted)
  if (!parsed.success) return { ...fieldProblems(parsed.error), values }
  try {
    const added = await getLeadStore().inbox.addNote(parsed.data.leadId, parsed.data.note, {
      id: member.id,
      email: member.email,
    })
    revalidatePath(`/staff/leads/${parsed.data.leadId}`)
    return added ? { notice: 'Note added.' } : { error: 'This lead no longer exists.', values }
  } catch (error) {
    logStaff('adding a note failed', error)
    return { error: UNAVAILABLE, values }
  }
}

/** "Retry now" for one of the lead's deliveries that failed or waits for its next attempt. */
export async function retryDelivery(_state: FormState, formData: FormData): Promise<FormState> {
  const member = await requireStaff()
  const parsed = deliveryRetrySchema.safeParse(formValues(formData))
  if (!parsed.success) return { error: 'This delivery could not be found. Reload the page to see the latest.' }
  const { leadId, deliveryId } = parsed.data
  try {
    const channel = await retryDeliveryNow(leadId, deliveryId, { id: member.id, email: member.email })
    revalidatePath(`/staff/leads/${leadId}`)
    return channel
      ? { notice: `${DELIVERY_CHANNEL_LABELS[channel]}: sending again now. Reload in a moment to see how it went.` }
      : { error: 'Not retried: this delivery has been made meanwhile, or no longer exists. The page shows the latest.' }
  } catch (error) {
    logStaff('retrying a delivery failed', error)
    return { error: UNAVAILABLE }
  }
}
