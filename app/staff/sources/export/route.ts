import { getConfig } from '@/lib/config'
import { getLeadStore } from '@/lib/leads'
import { sourcesReportCsv } from '@/lib/leads/inbox/sources-report'
import { csvDownload } from '@/lib/staff/csv-download'
import { requireStaff } from '@/lib/staff/session'

export const dynamic = 'force-dynamic'

/** GET /staff/sources/export: the Sources view's numbers as CSV (a row per source and campaign, a column per week). */
export async function GET() {
  await requireStaff()
  return csvDownload('exporting the sources report', async () => {
    const report = await getLeadStore().sourcesReport.weekly({ now: new Date(), timeZone: getConfig().timeZone })
    return { csv: sourcesReportCsv(report), filename: `lead-sources-${report.weeks.at(-1)}.csv` }
  })
}
