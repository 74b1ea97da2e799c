import { z } from 'zod'
import type { Day } from '../leads/inbox/follow-up'
import type { InboxFilter } from '../leads/inbox/inbox'
import { LEAD_STATUSES } from '../leads/inbox/workflow'

/** The inbox's saved views: whose leads, and which to follow up on (lib/leads/inbox/follow-up.ts). */
export const INBOX_VIEWS = {
  mine: 'My leads',
  unassigned: 'Unassigned',
  due: 'Due today',
  overdue: 'Overdue',
} as const

export type InboxView = keyof typeof INBOX_VIEWS

export const INBOX_PAGE_SIZE = 25

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** A part of the address that does not parse is dropped, never an error page: people edit URLs. */
const lenient = <T extends z.ZodType>(schema: T) =>
  z.unknown().transform((value) => {
    const parsed = schema.safeParse(value)
    return parsed.success ? (parsed.data as z.infer<T>) : undefined
  })

const querySchema = z.object({
  q: lenient(z.string().trim().min(1).max(100)),
  status: lenient(z.enum(LEAD_STATUSES)),
  source: lenient(z.string().regex(/^[a-z0-9-]{1,40}$/)),
  page: lenient(z.coerce.number().int().min(1).max(100_000)),
  view: lenient(z.enum(Object.keys(INBOX_VIEWS) as [InboxView, ...InboxView[]])),
  traffic: lenient(z.string().trim().min(1).max(300)),
  campaign: lenient(z.string().trim().min(1).max(100)),
  unopened: lenient(z.literal('1')),
})

/** Who is looking, and their day: what the views "My leads", "Due today" and "Overdue" need. */
export type ViewContext = { memberId: string; today: Day }

/** The part of the filter a view stands for. */
export function viewFilter(view: InboxView, { memberId, today }: ViewContext): InboxFilter {
  switch (view) {
    case 'mine':
      return { view, owner: memberId }
    case 'unassigned':
      return { view, owner: null }
    case 'due':
      return { view, followUp: { when: 'due', today } }
    case 'overdue':
      return { view, followUp: { when: 'overdue', today } }
  }
}

/**
 * The inbox's filter and page from its address (`?q=&status=&source=&view=&traffic=&campaign=&unopened=1&page=`);
 * a view applies when who is looking is known (`context`).
 */
export function parseInboxQuery(params: SearchParams, context?: ViewContext): { filter: InboxFilter; page: number } {
  const { q, status, source, page, view, traffic, campaign, unopened } = querySchema.parse({
    q: first(params.q),
    status: first(params.status),
    source: first(params.source),
    page: first(params.page),
    view: first(params.view),
    traffic: first(params.traffic),
    campaign: first(params.campaign),
    unopened: first(params.unopened),
  })
  const filter: InboxFilter = view && context ? viewFilter(view, context) : {}
  if (traffic) filter.traffic = traffic
  if (campaign) filter.campaign = campaign
  if (q) filter.q = q
  if (status) filter.status = status
  if (source) filter.source = source
  if (unopened) filter.unopened = true
  return { filter, page: page ?? 1 }
}

/** The query string for a filter (and page), for links and the CSV download. */
export function inboxQueryString(filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.status) params.set('status', filter.status)
  if (filter.source) params.set('source', filter.source)
  if (filter.view) params.set('view', filter.view)
  if (filter.traffic) params.set('traffic', filter.traffic)
  if (filter.campaign) params.set('campaign', filter.campaign)
  if (filter.unopened) params.set('unopened', '1')
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
