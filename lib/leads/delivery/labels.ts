import type { DeliveryChannel } from '../store/schema'
import type { RECORDED_LEAD_SOURCES } from '../capture/sources'

/** Each delivery channel as the staff inbox names it. */
export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: 'Email to sales',
  webhook: 'Webhook',
}

/** Where a lead came from, as sales reads it (the inbox, its filter, the CSV keeps the slug). */
type RecordedSource = (typeof RECORDED_LEAD_SOURCES)[number]

export const LEAD_SOURCE_LABELS: Record<RecordedSource, string> = {
  chat: 'Chat with Michael',
  voice: 'Voice chat',
  'call-me': 'Call me (phone demo)',
  contact: 'Contact form',
  contact2: 'Contact form (second page)',
  demo: 'Demo request form',
  website: 'Website',
}

/** A source's label; one recorded before this list knew it (or since removed) reads as its slug. */
export function sourceLabel(source: string): string {
  return Object.hasOwn(LEAD_SOURCE_LABELS, source) ? LEAD_SOURCE_LABELS[source as RecordedSource] : source
}
