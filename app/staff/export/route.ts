import { getLeadStore } from '@/lib/leads'
import { leadsToCsv } from '@/lib/leads/inbox/csv'
import { parseInboxQuery } from '@/lib/staff/inbox-query'
import { viewContext } from '@/lib/staff/profile'
import { csvDownload } from '@/lib/staff/csv-download'
import { requireStaff } from '@/lib/staff/session'

export const dynamic = 'force-dynamic'

/** GET /staff/export?q=&status=&source=: the leads the inbox shows for that filter, as `npm run leads:export` writes them. */
export async function GET(request: Request) {
  const member = await requireStaff()
  const { filter } = parseInboxQuery(Object.fromEntries(new URL(request.url).searchParams), viewContext(member))
  return csvDownload('exporting leads', async () => ({
    csv: leadsToCsv(await getLeadStore().inbox.matching(filter)),
    filename: `leads-${new Date().toISOString().slice(0, 10)}.csv`,
  }))
}
