'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { Field } from './field'
import { FormMessage } from './form-message'
import { SubmitButton } from './submit-button'

/** Email and password; after a refusal the email is still there to correct or retry (React resets the form). */
export function PasswordSignInForm({ action, next }: { action: FormAction; next?: string }) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  return (
    <form action={submit} className="space-y-4" noValidate>
      <FormMessage state={state} />
      {next && <input type="hidden" name="next" value={next} />}
      <Field
        formId="password"
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        required
        defaultValue={state.values?.email}
        error={state.fields?.email}
      />
      <Field
        formId="password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        error={state.fields?.password}
      />
      <SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>
    </form>
  )
}
