import Link from 'next/link'
import type { InboxCounts, InboxFilter } from '@/lib/leads/inbox/inbox'
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/lib/leads/inbox/workflow'
import { inboxQueryString } from '@/lib/staff/inbox-query'

type View = { key: string; label: string; count: number; filter: InboxFilter }

/**
 * The inbox's views with their counts: every lead, the ones nobody has opened yet, and each
 * status. Choosing one keeps the search and the source; the one shown is marked (aria-current).
 */
export function InboxViews({ filter, counts }: { filter: InboxFilter; counts: InboxCounts }) {
  const kept: InboxFilter = {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.source ? { source: filter.source } : {}),
  }
  const views: View[] = [
    { key: 'all', label: 'All leads', count: counts.total, filter: kept },
    { key: 'unopened', label: 'Unopened', count: counts.unopened, filter: { ...kept, unopened: true } },
    ...LEAD_STATUSES.map((status) => ({
      key: status,
      label: LEAD_STATUS_LABELS[status],
      count: counts.byStatus[status],
      filter: { ...kept, status },
    })),
  ]
  const current = filter.unopened ? (filter.status ? undefined : 'unopened') : (filter.status ?? 'all')
  return (
    <nav aria-label="Views">
      <ul className="flex flex-wrap gap-2 text-sm">
        {views.map((view) => (
          <li key={view.key}>
            <Link
              href={`/staff${inboxQueryString(view.filter)}`}
              prefetch={false}
              aria-current={view.key === current ? 'page' : undefined}
              className="inline-block rounded-full border border-border px-3 py-2.5 leading-6 hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary/10 aria-[current=page]:font-semibold"
            >
              {view.label} <span className="text-muted-foreground tabular-nums">{view.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
