import type { DeliveryChannel } from '../store/schema'
import type { LeadSource } from '../capture/sources'

/** Each delivery channel as the staff inbox names it. */
export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: 'Email to sales',
  webhook: 'Webhook',
}

/** Where a lead came from, as sales reads it (the inbox, its filter, the CSV keeps the slug). */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  chat: 'Chat with Michael',
  contact: 'Contact form',
  contact2: 'Contact form (second page)',
  demo: 'Demo request form',
  website: 'Website',
}

/** A source's label; one recorded before this list knew it (or since removed) reads as its slug. */
export function sourceLabel(source: string): string {
  return Object.hasOwn(LEAD_SOURCE_LABELS, source) ? LEAD_SOURCE_LABELS[source as LeadSource] : source
}
