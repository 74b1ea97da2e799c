'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { Field } from './field'
import { FormMessage } from './form-message'
import { SubmitButton } from './submit-button'

type Enrolment = { factorId: string; qrCode: string; secret: string }
type EnrolState = FormState & { enrolment?: Enrolment }

/** Adding a TOTP authenticator: start, scan the QR code (or type the key), confirm with a code. */
export function EnrolAuthenticator({
  start,
  confirm,
}: {
  start: FormAction<EnrolState>
  confirm: FormAction<EnrolState>
}) {
  const [started, begin] = useActionState<EnrolState, FormData>(start, {})
  const [confirmed, check] = useActionState<EnrolState, FormData>(confirm, {})
  const enrolment = confirmed.enrolment ?? started.enrolment
  if (!enrolment) {
    return (
      <form action={begin} className="space-y-4" noValidate>
        <FormMessage state={started} />
        <Field
          formId="enrol"
          name="friendlyName"
          label="Name this authenticator (optional)"
          hint="For example the phone it is on, so you can tell two apart later."
          maxLength={60}
          error={started.fields?.friendlyName}
        />
        <SubmitButton pendingLabel="Preparing…">Set up an authenticator app</SubmitButton>
      </form>
    )
  }
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>
          Open your authenticator app (Google Authenticator, 1Password, Microsoft Authenticator, Authy…) and add an
          account.
        </li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      {/* A data: URL from the enrol response: nothing for next/image to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL, see above */}
      <img
        src={enrolment.qrCode}
        alt="QR code to add the lead inbox to your authenticator app"
        width={200}
        height={200}
        className="rounded-lg bg-white p-2"
      />
      <div>
        <p className="text-sm font-medium">Can&apos;t scan? Type this key</p>
        <code
          className="mt-1 block break-all rounded-lg bg-muted px-3 py-2 font-mono text-sm"
          data-testid="totp-secret"
        >
          {enrolment.secret}
        </code>
      </div>
      <form action={check} className="space-y-4" noValidate>
        <FormMessage state={confirmed} />
        <input type="hidden" name="factorId" value={enrolment.factorId} />
        <Field
          formId="enrol-confirm"
          name="code"
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          required
          error={confirmed.fields?.code}
        />
        <SubmitButton pendingLabel="Checking…">Verify and turn on</SubmitButton>
      </form>
    </div>
  )
}
