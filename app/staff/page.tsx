import type { Metadata } from 'next'
import Link from 'next/link'
import { InboxFilters } from '@/components/staff/inbox-filters'
import { InboxKeyboard } from '@/components/staff/inbox-keyboard'
import { InboxViews } from '@/components/staff/inbox-views'
import { LeadCards } from '@/components/staff/lead-cards'
import { LeadTable } from '@/components/staff/lead-table'
import { Pagination } from '@/components/staff/pagination'
import { SetupGuide } from '@/components/staff/setup-guide'
import { buttonClasses } from '@/components/ui/button-classes'
import { getLeadStore } from '@/lib/leads'
import { sourceLabel } from '@/lib/leads/delivery/labels'
import type { InboxFilter } from '@/lib/leads/inbox/inbox'
import { INBOX_PAGE_SIZE, inboxQueryString, parseInboxQuery } from '@/lib/staff/inbox-query'
import { requireStaffProfile, viewContext } from '@/lib/staff/profile'
import { getStaffAccess, logStaff } from '@/lib/staff/session'
import { readInboxCounts } from './_counts'
import { StaffBar, StaffMain } from './_bar'

/** "(3) Leads" while three leads are unopened, as a mail client counts unread mail in its tab; for staff only. */
export async function generateMetadata(): Promise<Metadata> {
  const access = await getStaffAccess()
  const unopened = access.state === 'granted' ? ((await readInboxCounts())?.unopened ?? 0) : 0
  return { title: unopened > 0 ? `(${unopened}) Leads` : 'Leads' }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function InboxPage({ searchParams }: Props) {
  const access = await getStaffAccess()
  if (access.state === 'unconfigured') {
    return (
      <StaffMain narrow>
        <SetupGuide />
      </StaffMain>
    )
  }
  const params = await searchParams
  // Signing in comes back to this view of the inbox (as its address says it, before who is looking is known).
  const asked = parseInboxQuery(params)
  const { member } = await requireStaffProfile(`/staff${inboxQueryString(asked.filter, asked.page)}`)
  const { filter, page } = parseInboxQuery(params, viewContext(member))
  const filtered = Boolean(
    filter.q || filter.status || filter.source || filter.view || filter.traffic || filter.campaign || filter.unopened,
  )
  const [inbox, counts] = await Promise.all([readInbox(filter, page), readInboxCounts()])
  const now = new Date()
  return (
    <>
      <StaffBar access={access} />
      <StaffMain>
        <div className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-3xl font-bold tracking-tight">Leads</h1>
            <InboxKeyboard />
          </div>
          {inbox ? (
            <>
              {counts ? <InboxViews filter={filter} counts={counts} /> : null}
              <InboxFilters
                filter={filter}
                sources={inbox.sources.map((value) => ({ value, label: sourceLabel(value) }))}
                viewOptions={inbox.viewOptions}
              />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p role="status" className="text-sm text-muted-foreground">
                  {inbox.total === 1 ? '1 lead' : `${inbox.total} leads`}
                  {filtered ? ' match' : ''}
                </p>
                <div className="flex flex-wrap gap-2">
                  {filtered && (
                    <Link href="/staff" className={buttonClasses({ variant: 'ghost' })}>
                      Clear filters
                    </Link>
                  )}
                  <a
                    href={`/staff/export${inboxQueryString(filter)}`}
                    className={buttonClasses({ variant: 'secondary' })}
                    download
                  >
                    Download CSV
                  </a>
                </div>
              </div>
              {inbox.leads.length > 0 ? (
                <>
                  <div className="lg:hidden">
                    <LeadCards leads={inbox.leads} now={now} />
                  </div>
                  <div className="max-lg:hidden">
                    <LeadTable leads={inbox.leads} now={now} />
                  </div>
                </>
              ) : (
                <p className="rounded-xl border border-border p-6 text-center">
                  {filtered ? 'No leads match these filters.' : 'No leads yet.'}
                </p>
              )}
              <Pagination filter={filter} page={Math.min(page, inbox.pages)} pages={inbox.pages} />
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

/** One page of the inbox and the sources to filter by, or null while the database cannot be reached. */
async function readInbox(filter: InboxFilter, page: number) {
  try {
    const inbox = getLeadStore().inbox
    const [{ leads, total }, sources, viewOptions] = await Promise.all([
      inbox.search(filter, { page, pageSize: INBOX_PAGE_SIZE }),
      inbox.sources(),
      getLeadStore().sourcesReport.options(),
    ])
    return { leads, total, sources, viewOptions, pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) }
  } catch (error) {
    logStaff('reading the inbox failed', error)
    return null
  }
}
