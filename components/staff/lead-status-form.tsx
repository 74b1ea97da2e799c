'use client'

import { useActionState, useEffect, useRef } from 'react'
import type { LeadStatus } from '@/lib/leads/inbox/workflow'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { errorTextClass, inputClass, labelClass } from './styles'
import { SubmitButton } from './submit-button'

type Option = { value: LeadStatus; label: string }

/** Moves a lead to one of the statuses its workflow allows next, with an optional note. */
export function LeadStatusForm({
  action,
  leadId,
  current,
  options,
}: {
  action: FormAction
  leadId: string
  current: LeadStatus
  options: Option[]
}) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  const formRef = useRef<HTMLFormElement>(null)
  // After a change the page shows the new status and its next steps; the choice and note start afresh.
  useEffect(() => {
    if (state.notice) formRef.current?.reset()
  }, [state])
  return (
    <form ref={formRef} action={submit} className="space-y-4" noValidate>
      <FormMessage state={state} />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="from" value={current} />
      <fieldset aria-describedby={state.fields?.to ? 'status-to-error' : undefined}>
        <legend className={labelClass}>Move to</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {options.map((option) => (
            <label
              key={option.value}
              className="inline-flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input type="radio" name="to" value={option.value} required className="accent-[var(--primary)]" />
              {option.label}
            </label>
          ))}
        </div>
        {state.fields?.to && (
          <p id="status-to-error" className={errorTextClass}>
            {state.fields.to}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="status-note" className={labelClass}>
          Note (optional)
        </label>
        <textarea
          id="status-note"
          name="note"
          rows={3}
          maxLength={2000}
          className={inputClass}
          aria-invalid={state.fields?.note ? true : undefined}
        />
        {state.fields?.note && <p className={errorTextClass}>{state.fields.note}</p>}
      </div>
      <SubmitButton pendingLabel="Saving…">Update status</SubmitButton>
    </form>
  )
}
