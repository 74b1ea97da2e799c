'use client'

import { useActionState, useEffect, useRef } from 'react'
import type { LeadStatus } from '@/lib/leads/inbox/workflow'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { errorTextClass, inputClass, labelClass } from './styles'
import { SubmitButton } from './submit-button'

type Option = { value: LeadStatus; label: string }

/**
 * Moves a lead to one of the statuses its workflow allows next, with an optional note. A change
 * refused (someone else moved the lead first, the database away) gives the typed note back. Once
 * the lead is final (Won, Lost) there is nothing to choose: the component stays, says so, and
 * keeps the confirmation of the change that closed it, with keyboard focus on it (the button
 * that had it is gone).
 */
export function LeadStatusForm({
  action,
  leadId,
  current,
  currentLabel,
  options,
}: {
  action: FormAction
  leadId: string
  current: LeadStatus
  currentLabel: string
  options: Option[]
}) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  const formRef = useRef<HTMLFormElement>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const final = options.length === 0
  // After a change the page shows the new status and its next steps; the choice and note start afresh.
  useEffect(() => {
    if (state.notice) formRef.current?.reset()
  }, [state])
  useEffect(() => {
    if (final && state.notice && document.activeElement === document.body) messageRef.current?.focus()
  }, [final, state.notice])
  if (final) {
    return (
      <div className="space-y-3">
        <div ref={messageRef} tabIndex={-1} className="rounded-lg">
          <FormMessage state={state} />
        </div>
        {state.error && state.values?.note ? (
          <div className="text-sm">
            <p className="font-medium">Your note, not saved (add it as a note below if it still applies):</p>
            <p className="mt-1 rounded-lg bg-muted px-3 py-2 whitespace-pre-line">{state.values.note}</p>
          </div>
        ) : null}
        {state.notice ? null : (
          <p className="text-sm text-muted-foreground">{currentLabel} is final. Notes can still be added.</p>
        )}
      </div>
    )
  }
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
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
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
          // React empties the form when the action returns; a refused change puts the note back.
          defaultValue={state.values?.note}
          aria-invalid={state.fields?.note ? true : undefined}
          aria-describedby={state.fields?.note ? 'status-note-error' : undefined}
        />
        {state.fields?.note && (
          <p id="status-note-error" className={errorTextClass}>
            {state.fields.note}
          </p>
        )}
      </div>
      <SubmitButton pendingLabel="Saving…">Update status</SubmitButton>
    </form>
  )
}
