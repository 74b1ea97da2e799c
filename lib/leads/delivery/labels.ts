import type { DeliveryChannel } from '../store/schema'

/** Each delivery channel as the staff inbox names it. */
export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: 'Email to sales',
  webhook: 'Webhook',
}
