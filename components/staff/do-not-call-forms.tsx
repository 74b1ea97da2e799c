'use client'

import { useActionState, useEffect, useRef } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { errorTextClass, inputClass, labelClass } from './styles'
import { SubmitButton } from './submit-button'

/** Puts a number on the STOP list. */
export function AddDoNotCallForm({ action }: { action: FormAction }) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (state.notice) formRef.current?.reset()
  }, [state])
  return (
    <form ref={formRef} action={submit} className="space-y-3" noValidate>
      <FormMessage state={state} />
      <div>
        <label htmlFor="do-not-call-number" className={labelClass}>
          Phone number
        </label>
        <input
          id="do-not-call-number"
          name="number"
          type="tel"
          autoComplete="off"
          maxLength={30}
          className={inputClass}
          aria-invalid={state.fields?.number ? true : undefined}
          aria-describedby={state.fields?.number ? 'do-not-call-number-error' : undefined}
        />
        {state.fields?.number && (
          <p id="do-not-call-number-error" className={errorTextClass}>
            {state.fields.number}
          </p>
        )}
      </div>
      <SubmitButton pendingLabel="Adding…">Never call this number</SubmitButton>
    </form>
  )
}

/** Takes one number off the STOP list. */
export function RemoveDoNotCallForm({ action, number }: { action: FormAction; number: string }) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  return (
    <form action={submit} className="space-y-2">
      {state.error && <FormMessage state={state} />}
      <input type="hidden" name="number" value={number} />
      <SubmitButton pendingLabel="Removing…" variant="secondary" accessibleName={`Remove ${number}`}>
        Remove
      </SubmitButton>
    </form>
  )
}
