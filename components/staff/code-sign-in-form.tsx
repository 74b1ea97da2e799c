'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { Field } from './field'
import { FormMessage } from './form-message'
import { SubmitButton } from './submit-button'

type CodeState = FormState & { email?: string }

/** Two steps: ask for a code by email, then type it in. */
export function CodeSignInForm({
  request,
  verify,
  next,
}: {
  request: FormAction<CodeState>
  verify: FormAction<CodeState>
  next?: string
}) {
  const [requested, ask] = useActionState<CodeState, FormData>(request, {})
  const [verified, check] = useActionState<CodeState, FormData>(verify, {})
  const email = verified.email ?? requested.email
  if (!email) {
    return (
      <form action={ask} className="space-y-4" noValidate>
        <FormMessage state={requested} />
        <Field
          formId="code-request"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          defaultValue={requested.values?.email}
          error={requested.fields?.email}
        />
        <SubmitButton pendingLabel="Sending…" variant="secondary">
          Email me a sign-in code
        </SubmitButton>
      </form>
    )
  }
  return (
    <form action={check} className="space-y-4" noValidate>
      <FormMessage state={verified.error || verified.fields ? verified : requested} />
      <input type="hidden" name="email" value={email} />
      {next && <input type="hidden" name="next" value={next} />}
      <Field
        formId="code-verify"
        name="code"
        label="Code from the email"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        required
        autoFocus
        error={verified.fields?.code}
      />
      <SubmitButton pendingLabel="Checking…">Sign in with code</SubmitButton>
    </form>
  )
}
