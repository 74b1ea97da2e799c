'use client'

import { useActionState, useEffect, useRef } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { errorTextClass, inputClass, labelClass } from './styles'
import { SubmitButton } from './submit-button'

/** A note on a lead without changing its status. */
export function LeadNoteForm({ action, leadId }: { action: FormAction; leadId: string }) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  const formRef = useRef<HTMLFormElement>(null)
  // A saved note clears the box for the next one.
  useEffect(() => {
    if (state.notice) formRef.current?.reset()
  }, [state])
  return (
    <form ref={formRef} action={submit} className="space-y-3" noValidate>
      <FormMessage state={state} />
      <input type="hidden" name="leadId" value={leadId} />
      <div>
        <label htmlFor="lead-note" className={labelClass}>
          Add a note
        </label>
        <textarea
          id="lead-note"
          name="note"
          rows={3}
          maxLength={2000}
          className={inputClass}
          defaultValue={state.values?.note}
          aria-invalid={state.fields?.note ? true : undefined}
          aria-describedby={state.fields?.note ? 'lead-note-error' : undefined}
        />
        {state.fields?.note && (
          <p id="lead-note-error" className={errorTextClass}>
            {state.fields.note}
          </p>
        )}
      </div>
      <SubmitButton pendingLabel="Saving…" variant="secondary">
        Add note
      </SubmitButton>
    </form>
  )
}
