'use client'

import { useSyncExternalStore } from 'react'
import { formatAge, formatDateTime } from '@/lib/format-date'

// Nothing to subscribe to: the values are read once the page is in the browser.
const subscribe = () => () => undefined
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * A moment in the viewer's time zone. The server does not know it: it renders the agency's
 * (named, "EST"), hydration keeps that (React's server snapshot, so no mismatch), and the
 * browser then shows its own ("GMT+9", "CET") in the same element.
 */
export function DateTime({ date }: { date: Date }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatDateTime(date, viewerTimeZone()),
    () => formatDateTime(date),
  )
  return <time dateTime={date.toISOString()}>{text}</time>
}

/**
 * How long ago, for a list ("3 hr. ago"), the full moment in its title. `now` is the server's
 * render time, so the server's text and the first browser render agree; the browser then counts
 * from its own clock and zone.
 */
export function Age({ date, now }: { date: Date; now: Date }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatAge(date, new Date(), viewerTimeZone()),
    () => formatAge(date, now),
  )
  const full = useSyncExternalStore(
    subscribe,
    () => formatDateTime(date, viewerTimeZone()),
    () => formatDateTime(date),
  )
  return (
    <time dateTime={date.toISOString()} title={full}>
      {text}
    </time>
  )
}
