import { z } from 'zod'
import type { InboxFilter } from '../leads/inbox/inbox'
import { LEAD_STATUSES } from '../leads/inbox/workflow'

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
  unopened: lenient(z.literal('1')),
})

/** The inbox's filter and page from its address (`?q=&status=&source=&unopened=1&page=`). */
export function parseInboxQuery(params: SearchParams): { filter: InboxFilter; page: number } {
  const { q, status, source, page, unopened } = querySchema.parse({
    q: first(params.q),
    status: first(params.status),
    source: first(params.source),
    page: first(params.page),
    unopened: first(params.unopened),
  })
  const filter: InboxFilter = {}
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
  if (filter.unopened) params.set('unopened', '1')
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
