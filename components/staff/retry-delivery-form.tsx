'use client'

import { useActionState } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { SubmitButton } from './submit-button'

/**
 * "Retry now" for one delivery that failed or waits for its next attempt. It stays in the list
 * once the delivery has arrived (`retryable` false, no button): a retry can be delivered before
 * the page comes back from the action, and the salesperson is then told so here, in the same
 * live region, instead of the form and its message vanishing.
 */
export function RetryDeliveryForm({
  action,
  leadId,
  deliveryId,
  channelLabel,
  retryable,
}: {
  action: FormAction
  leadId: string
  deliveryId: string
  channelLabel: string
  retryable: boolean
}) {
  const [state, submit] = useActionState<FormState, FormData>(action, {})
  if (!retryable)
    return state.notice ? (
      <div className="mt-2">
        <FormMessage state={{ notice: `${channelLabel}: delivered.` }} />
      </div>
    ) : null
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
