import type { DeliverySummary } from '@/lib/leads/delivery/overview'
import { DELIVERY_CHANNEL_LABELS } from '@/lib/leads/delivery/labels'
import { plainDeliveryProblem } from '@/lib/leads/delivery/plain-problem'
import type { FormAction } from '@/lib/staff/forms'
import { DateTime } from './date-time'
import { RetryDeliveryForm } from './retry-delivery-form'

const attemptsText = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`)

/** Where the lead was sent (the email to sales, the webhook) and how each went, with "Retry now" where it has not arrived. */
export function LeadDeliveries({
  leadId,
  deliveries,
  retry,
}: {
  leadId: string
  deliveries: DeliverySummary[]
  retry: FormAction
}) {
  if (deliveries.length === 0)
    return <p className="text-sm text-muted-foreground">This lead was stored before deliveries were made.</p>
  return (
    <ul className="space-y-4">
      {deliveries.map((delivery) => {
        const label = DELIVERY_CHANNEL_LABELS[delivery.channel]
        // Not delivered, and an attempt failed: its error is shown and it can be retried now.
        const failing = delivery.status !== 'delivered' && Boolean(delivery.lastError)
        return (
          <li key={delivery.id} className="border-l-2 border-border pl-4">
            <p className="text-sm font-semibold">{label}</p>
            {delivery.status === 'delivered' ? (
              <p className="text-sm">
                Delivered {delivery.deliveredAt ? <DateTime date={delivery.deliveredAt} /> : null}
                {delivery.attempts > 1 ? ` after ${attemptsText(delivery.attempts)}` : null}
              </p>
            ) : delivery.status === 'failed' ? (
              <p className="text-sm text-red-700 dark:text-red-400">
                Failed: given up after {attemptsText(delivery.attempts)} over a day.
              </p>
            ) : delivery.lastError ? (
              <p className="text-sm">
                Not delivered yet: {attemptsText(delivery.attempts)} failed; next attempt{' '}
                <DateTime date={delivery.nextAttemptAt} />.
              </p>
            ) : (
              <p className="text-sm">Sending…</p>
            )}
            {failing ? (
              // In words for sales; the error itself is in the server log (see plainDeliveryProblem).
              <p className="mt-1 text-sm break-words text-muted-foreground">
                Last error: {plainDeliveryProblem(delivery.channel, delivery.lastError ?? '')}
              </p>
            ) : null}
            {/* Always here, so that a retry's message outlives the button (see RetryDeliveryForm). */}
            <RetryDeliveryForm
              action={retry}
              leadId={leadId}
              deliveryId={delivery.id}
              channelLabel={label}
              retryable={failing}
            />
          </li>
        )
      })}
    </ul>
  )
}
