'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { SubmitButton } from './submit-button'

/** "Retry now" for one delivery that failed or waits for its next attempt. */
export function RetryDeliveryForm({
  action,
  leadId,
  deliveryId,
  channelLabel,
}: {
  action: FormAction
  leadId: string
  deliveryId: string
  channelLabel: string
}) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  return (
    <form action={submit} className="mt-2 space-y-2">
      <FormMessage state={state} />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="deliveryId" value={deliveryId} />
      <SubmitButton pendingLabel="Retrying…" variant="secondary" accessibleName={`Retry now: ${channelLabel}`}>
        Retry now
      </SubmitButton>
    </form>
  )
}
