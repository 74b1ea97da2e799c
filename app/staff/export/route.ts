import { getLeadStore } from '@/lib/leads'
import { leadsToCsv } from '@/lib/leads/inbox/csv'
import { parseInboxQuery } from '@/lib/staff/inbox-query'
import { viewContext } from '@/lib/staff/profile'
import { logStaff, requireStaff } from '@/lib/staff/session'

export const dynamic = 'force-dynamic'

/** GET /staff/export?q=&status=&source=: the leads the inbox shows for that filter, as `npm run leads:export` writes them. */
export async function GET(request: Request) {
  const member = await requireStaff()
  const { filter } = parseInboxQuery(Object.fromEntries(new URL(request.url).searchParams), viewContext(member))
  try {
    const leads = await getLeadStore().inbox.matching(filter)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(leadsToCsv(leads), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    logStaff('exporting leads failed', error)
    return new Response('The lead database cannot be reached right now. Please try again in a minute.\n', {
      status: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '30',
        'cache-control': 'private, no-store',
      },
    })
  }
}
