'use client'

import { useActionState, useEffect, useRef } from 'react'
import type { FormAction, FormState } from '@/lib/staff/forms'
import { FormMessage } from './form-message'
import { SubmitButton } from './submit-button'

/**
 * "Retry now" for one delivery that failed or waits for its next attempt. It stays in the list
 * once the delivery has arrived (`retryable` false, no button): a retry can be delivered before
 * the page comes back from the action, or the worker's next attempt can beat the click, and the
 * salesperson is then told so here, in a live region, instead of the form and its message
 * vanishing. Keyboard focus, which was on the button, moves to that message rather than falling
 * back to the top of the page.
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
  // The action answered (sending again, or "made meanwhile" when the worker's own attempt got
  // there first) and the page came back with the delivery arrived.
  const delivered = !retryable && Boolean(state.notice || state.error)
  const message = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The button went with the form: focus left on nothing is on the page itself.
    if (delivered && document.activeElement === document.body) message.current?.focus()
  }, [delivered])
  if (!retryable)
    return delivered ? (
      <div ref={message} tabIndex={-1} className="mt-2 rounded-lg">
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
