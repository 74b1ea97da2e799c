import type { LeadEvent } from '@/lib/leads/inbox/inbox'
import { DELIVERY_CHANNEL_LABELS } from '@/lib/leads/delivery/labels'
import { formatDay } from '@/lib/leads/inbox/follow-up'
import { LEAD_STATUS_LABELS } from '@/lib/leads/inbox/workflow'
import { DateTime } from './date-time'

function eventTitle(event: LeadEvent): string {
  if (event.toStatus) return `${LEAD_STATUS_LABELS[event.fromStatus ?? 'new']} → ${LEAD_STATUS_LABELS[event.toStatus]}`
  if (event.retriedChannel) return `Retried: ${DELIVERY_CHANNEL_LABELS[event.retriedChannel]}`
  if (event.change === 'assigned') return `Assigned to ${event.owner?.email ?? 'a former staff member'}`
  if (event.change === 'unassigned') return 'Unassigned'
  if (event.change === 'follow-up') return `Follow up on ${event.followUpOn ? formatDay(event.followUpOn) : 'a day'}`
  if (event.change === 'follow-up-cleared') return 'Follow-up cleared'
  return 'Note'
}

/** Every change to a lead, newest first: what, who and when; then who opened it first, and when it came in. */
export function LeadHistory({
  events,
  receivedAt,
  firstOpened,
}: {
  events: LeadEvent[]
  receivedAt: Date
  firstOpened?: { at: Date; email: string }
}) {
  return (
    <ol className="space-y-4">
      {events.map((event) => (
        <li key={event.id} className="border-l-2 border-border pl-4">
          <p className="text-sm">
            <strong>{eventTitle(event)}</strong> by {event.actor.email}, <DateTime date={event.at} />
          </p>
          {event.note && <p className="mt-1 whitespace-pre-line text-sm">{event.note}</p>}
        </li>
      ))}
      {firstOpened && (
        <li className="border-l-2 border-border pl-4 text-sm">
          <strong>First opened</strong> by {firstOpened.email}, <DateTime date={firstOpened.at} />
        </li>
      )}
      <li className="border-l-2 border-border pl-4 text-sm">
        <strong>Received</strong>, <DateTime date={receivedAt} />
      </li>
    </ol>
  )
}
