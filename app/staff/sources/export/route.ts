import { getConfig } from '@/lib/config'
import { getLeadStore } from '@/lib/leads'
import { sourcesReportCsv } from '@/lib/leads/inbox/sources-report'
import { logStaff, requireStaff } from '@/lib/staff/session'

export const dynamic = 'force-dynamic'

/** GET /staff/sources/export: the Sources view's numbers as CSV (a row per source and campaign, a column per week). */
export async function GET() {
  await requireStaff()
  try {
    const report = await getLeadStore().sourcesReport.weekly({ now: new Date(), timeZone: getConfig().timeZone })
    return new Response(sourcesReportCsv(report), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="lead-sources-${report.weeks.at(-1)}.csv"`,
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    logStaff('exporting the sources report failed', error)
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
