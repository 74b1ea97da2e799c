'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { errorTextClass, inputClass, labelClass } from './styles'
import { SubmitButton } from './submit-button'

/** The day to follow up on the lead (the office's calendar day) and what to do then; or none. */
export function FollowUpForm({
  action,
  leadId,
  on,
  note,
  today,
}: {
  action: FormAction
  leadId: string
  on: string | null
  note: string | null
  today: string
}) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  const problem = (field: 'on' | 'note') =>
    state.fields?.[field]
      ? {
          'aria-invalid': true as const,
          'aria-describedby': `follow-up-${field}-error`,
        }
      : {}
  return (
    <div className="space-y-3">
      <FormMessage state={state} />
      {/* The key refills the fields with what the page shows after a change. */}
      <form key={`${on}-${note}`} action={submit} className="space-y-3" noValidate>
        <input type="hidden" name="leadId" value={leadId} />
        <input type="hidden" name="intent" value="save" />
        <div>
          <label htmlFor="follow-up-on" className={labelClass}>
            Follow up on
          </label>
          <input
            id="follow-up-on"
            name="on"
            type="date"
            min={on && on < today ? on : today}
            defaultValue={on ?? ''}
            className={inputClass}
            {...problem('on')}
          />
          {state.fields?.on && (
            <p id="follow-up-on-error" className={errorTextClass}>
              {state.fields.on}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="follow-up-note" className={labelClass}>
            What to do (optional)
          </label>
          <input
            id="follow-up-note"
            name="note"
            type="text"
            maxLength={500}
            defaultValue={note ?? ''}
            className={inputClass}
            {...problem('note')}
          />
          {state.fields?.note && (
            <p id="follow-up-note-error" className={errorTextClass}>
              {state.fields.note}
            </p>
          )}
        </div>
        <SubmitButton pendingLabel="Saving…" variant="secondary">
          Save follow-up
        </SubmitButton>
      </form>
      {on && (
        <form action={submit}>
          <input type="hidden" name="leadId" value={leadId} />
          <input type="hidden" name="intent" value="clear" />
          <SubmitButton pendingLabel="Clearing…" variant="secondary">
            Clear follow-up
          </SubmitButton>
        </form>
      )}
    </div>
  )
}
