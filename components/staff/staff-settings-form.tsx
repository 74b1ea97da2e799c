'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { errorTextClass, inputClass, labelClass } from './styles'
import { SubmitButton } from './submit-button'

/** The member's name in the inbox and their place in the round-robin of new leads. */
export function StaffSettingsForm({
  action,
  displayName,
  roundRobin,
}: {
  action: FormAction
  displayName: string | null
  roundRobin: boolean
}) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  return (
    <form action={submit} className="space-y-4" noValidate>
      <FormMessage state={state} />
      <div>
        <label htmlFor="staff-display-name" className={labelClass}>
          Your name in the inbox (optional)
        </label>
        <input
          id="staff-display-name"
          name="displayName"
          type="text"
          autoComplete="name"
          maxLength={80}
          defaultValue={displayName ?? ''}
          className={inputClass}
          aria-invalid={state.fields?.displayName ? true : undefined}
          aria-describedby={state.fields?.displayName ? 'staff-display-name-error' : 'staff-display-name-hint'}
        />
        <p id="staff-display-name-hint" className="mt-1 text-sm text-muted-foreground">
          Shown as a lead&rsquo;s owner; your email when empty.
        </p>
        {state.fields?.displayName && (
          <p id="staff-display-name-error" className={errorTextClass}>
            {state.fields.displayName}
          </p>
        )}
      </div>
      <div className="flex items-start gap-3">
        <input
          id="staff-round-robin"
          name="roundRobin"
          type="checkbox"
          defaultChecked={roundRobin}
          className="mt-1 size-4 accent-[var(--primary)]"
          aria-describedby="staff-round-robin-hint"
        />
        <div>
          <label htmlFor="staff-round-robin" className="text-sm font-medium">
            Give me new leads in turn (round-robin)
          </label>
          <p id="staff-round-robin-hint" className="text-sm text-muted-foreground">
            Each new lead goes to the next person who opted in. With nobody opted in, new leads stay unassigned.
          </p>
        </div>
      </div>
      <SubmitButton pendingLabel="Saving…">Save settings</SubmitButton>
    </form>
  )
}
