'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { Field } from './field'
import { FormMessage } from './form-message'
import { SubmitButton } from './submit-button'

/** A code from an authenticator app, checked against one factor. */
export function TotpCodeForm({
  action,
  factorId,
  submitLabel,
  next,
}: {
  action: FormAction
  factorId: string
  submitLabel: string
  /** Where a verified code leads (the page asked for before signing in). */
  next?: string
}) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  return (
    <form action={submit} className="space-y-4" noValidate>
      <FormMessage state={state} />
      <input type="hidden" name="factorId" value={factorId} />
      {next && <input type="hidden" name="next" value={next} />}
      <Field
        formId={`totp-${factorId}`}
        name="code"
        label="Code from your authenticator app"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        required
        autoFocus
        error={state.fields?.code}
      />
      <SubmitButton pendingLabel="Checking…">{submitLabel}</SubmitButton>
    </form>
  )
}
