'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { errorTextClass, inputClass, labelClass } from './styles'
import { SubmitButton } from './submit-button'

type Member = { id: string; name: string }

/** Who owns the lead: any staff member the inbox knows, or nobody; "Assign to me" in one click. */
export function LeadOwnerForm({
  action,
  leadId,
  ownerId,
  staff,
  me,
}: {
  action: FormAction
  leadId: string
  ownerId: string | null
  staff: Member[]
  me: string
}) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  return (
    <div className="space-y-3">
      <FormMessage state={state} />
      <form action={submit} className="space-y-3" noValidate>
        <input type="hidden" name="leadId" value={leadId} />
        <input type="hidden" name="from" value={ownerId ?? ''} />
        <div>
          <label htmlFor="lead-owner" className={labelClass}>
            Owner
          </label>
          {/* The key resets the choice to the owner the page shows after a change. */}
          <select
            key={ownerId ?? 'none'}
            id="lead-owner"
            name="to"
            defaultValue={ownerId ?? ''}
            className={inputClass}
            aria-invalid={state.fields?.to ? true : undefined}
            aria-describedby={state.fields?.to ? 'lead-owner-error' : undefined}
          >
            <option value="">Unassigned</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
          {state.fields?.to && (
            <p id="lead-owner-error" className={errorTextClass}>
              {state.fields.to}
            </p>
          )}
        </div>
        <SubmitButton pendingLabel="Saving…" variant="secondary">
          Change owner
        </SubmitButton>
      </form>
      {ownerId !== me && (
        <form action={submit}>
          <input type="hidden" name="leadId" value={leadId} />
          <input type="hidden" name="from" value={ownerId ?? ''} />
          <input type="hidden" name="to" value={me} />
          <SubmitButton pendingLabel="Saving…" variant="secondary">
            Assign to me
          </SubmitButton>
        </form>
      )}
    </div>
  )
}
