import type { Metadata } from 'next'
import { SourcesChart, SourcesTable } from '@/components/staff/sources-chart'
import { buttonClasses } from '@/components/ui/button-classes'
import { getConfig } from '@/lib/config'
import { getLeadStore } from '@/lib/leads'
import { REPORT_WEEKS } from '@/lib/leads/inbox/sources-report'
import { requireStaffProfile } from '@/lib/staff/profile'
import { getStaffAccess, logStaff } from '@/lib/staff/session'
import { StaffBar, StaffMain } from '../_bar'

export const metadata: Metadata = { title: 'Sources' }

/** Where leads came from: per traffic source and campaign, per week, for the last 12 weeks. */
export default async function SourcesPage() {
  await requireStaffProfile()
  const { timeZone } = getConfig()
  const report = await getLeadStore()
    .sourcesReport.weekly({ now: new Date(), timeZone })
    .catch((error: unknown) => {
      logStaff('reading the sources report failed', error)
      return null
    })
  return (
    <>
      <StaffBar access={await getStaffAccess()} />
      <StaffMain>
        <div className="space-y-6">
          <h1 className="text-3xl font-bold tracking-tight">Sources</h1>
          <p className="text-muted-foreground">
            Leads per traffic source (the link&rsquo;s utm_source, else the site that linked to us, else
            &ldquo;direct&rdquo;) and campaign, per week (Monday to Sunday, {timeZone}), for the last {REPORT_WEEKS}{' '}
            weeks.
          </p>
          {report ? (
            <>
              <SourcesChart report={report} />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold">By source and campaign</h2>
                <a href="/staff/sources/export" className={buttonClasses({ variant: 'secondary' })} download>
                  Download CSV
                </a>
              </div>
              {report.rows.length > 0 ? (
                <SourcesTable report={report} />
              ) : (
                <p className="rounded-xl border border-border p-6 text-center">No leads in these weeks.</p>
              )}
            </>
          ) : (
            <p role="alert" className="rounded-xl border border-red-600/40 p-6">
              The lead database cannot be reached right now. Please reload in a minute.
            </p>
          )}
        </div>
      </StaffMain>
    </>
  )
}
