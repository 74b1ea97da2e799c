import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { after } from 'next/server'
import { DateTime } from '@/components/staff/date-time'
import { FollowUpForm } from '@/components/staff/follow-up-form'
import { LeadAttributionDetails } from '@/components/staff/lead-attribution'
import { LeadOwnerForm } from '@/components/staff/lead-owner-form'
import { LeadCall } from '@/components/staff/lead-call'
import { LeadDeliveries } from '@/components/staff/lead-deliveries'
import { LeadHistory } from '@/components/staff/lead-history'
import { LeadNoteForm } from '@/components/staff/lead-note-form'
import { LeadStatusForm } from '@/components/staff/lead-status-form'
import { LeadTranscript } from '@/components/staff/lead-transcript'
import { StatusBadge } from '@/components/staff/status-badge'
import { panelClass } from '@/components/staff/styles'
import { getLeadStore } from '@/lib/leads'
import { sourceLabel } from '@/lib/leads/delivery/labels'
import { formatDay, followUpState } from '@/lib/leads/inbox/follow-up'
import { staffName } from '@/lib/leads/inbox/ownership'
import { LEAD_STATUS_LABELS, nextStatuses } from '@/lib/leads/inbox/workflow'
import { officeToday, requireStaffProfile } from '@/lib/staff/profile'
import { getStaffAccess, logStaff } from '@/lib/staff/session'
import { addLeadNote, changeLeadStatus, retryDelivery } from '../../_actions/leads'
import { assignLead, setFollowUp } from '../../_actions/ownership'
import { StaffBar, StaffMain } from '../../_bar'

export const metadata: Metadata = { title: 'Lead' }

type Props = { params: Promise<{ id: string }> }

/**
 * One lead: who, where sales stands with them (and, beside it, who owns it and when to follow
 * up), what they said to Michael, whether sales was told, and the history of it. On a phone the
 * work on the lead comes before the conversation, which can run to thousands of pixels.
 */
export default async function LeadPage({ params }: Props) {
  const { id } = await params
  // Signing in (from the link in the email to sales) comes back here.
  const { member } = await requireStaffProfile(`/staff/leads/${id}`)
  const store = getLeadStore()
  const [found, staff] = await Promise.all([store.inbox.find(id), store.ownership.staff()])
  if (!found) notFound()
  const { lead, deliveries, events, call } = found
  const today = officeToday()
  const owner = staff.find((profile) => profile.id === lead.ownerId)
  const followUp = lead.followUpOn ? followUpState(lead.followUpOn, today) : undefined
  if (!lead.firstOpened) {
    // The first staff member to open the lead takes it off the inbox's "unopened" count; after the
    // page is sent, so a slow write never holds it up.
    after(async () => {
      try {
        await getLeadStore().inbox.markOpened(lead.id, { id: member.id, email: member.email })
      } catch (error) {
        logStaff('recording that a lead was opened failed', error)
      }
    })
  }
  const options = nextStatuses(lead.status).map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))
  return (
    <>
      <StaffBar access={await getStaffAccess()} />
      <StaffMain>
        <div className="space-y-6">
          <p>
            <Link href="/staff" className="text-sm text-primary hover:underline">
              ← All leads
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight break-words">{lead.name}</h1>
            <StatusBadge status={lead.status} />
          </div>
          {/*
           * One column on a phone, in reading order: details, the work on the lead, the
           * conversation, deliveries and history. Two from lg: details and the conversation on the
           * left, the work, deliveries and history on the right.
           */}
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr] lg:items-start">
            <section aria-labelledby="details-heading" className={`${panelClass} lg:col-start-1 lg:row-start-1`}>
              <h2 id="details-heading" className="mb-4 text-lg font-semibold">
                Details
              </h2>
              <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-3">
                <dt className="text-sm text-muted-foreground">Email</dt>
                <dd className="mb-2 break-words sm:mb-0">
                  {lead.email ? (
                    <a href={`mailto:${lead.email}`} className="text-primary underline-offset-2 hover:underline">
                      {lead.email}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">None</span>
                  )}
                </dd>
                <dt className="text-sm text-muted-foreground">Phone</dt>
                <dd className="mb-2 sm:mb-0">
                  {lead.phone ? (
                    <a href={`tel:${lead.phone}`} className="text-primary underline-offset-2 hover:underline">
                      {lead.phone}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">None</span>
                  )}
                </dd>
                <dt className="text-sm text-muted-foreground">Company</dt>
                <dd className="mb-2 break-words sm:mb-0">{lead.company}</dd>
                <dt className="text-sm text-muted-foreground">Source</dt>
                <dd className="mb-2 sm:mb-0">{sourceLabel(lead.source)}</dd>
                <dt className="text-sm text-muted-foreground">Received</dt>
                <dd className="mb-2 sm:mb-0">
                  <DateTime date={lead.createdAt} />
                </dd>
                <dt className="text-sm text-muted-foreground">Message</dt>
                <dd className="break-words whitespace-pre-line">
                  {lead.message ?? <span className="text-muted-foreground">None</span>}
                </dd>
              </dl>
              <section aria-labelledby="attribution-heading" className="mt-6">
                <h3 id="attribution-heading" className="mb-3 font-semibold">
                  Where they came from
                </h3>
                <LeadAttributionDetails attribution={lead.attribution} />
              </section>
            </section>
            {/* The work on the lead: above the conversation on a phone, at the top of the side column from lg. */}
            <div className="space-y-6 lg:col-start-2 lg:row-start-1 lg:row-span-2" data-slot="lead-work">
              <section aria-labelledby="status-heading" className={panelClass}>
                <h2 id="status-heading" className="mb-4 text-lg font-semibold">
                  Status: {LEAD_STATUS_LABELS[lead.status]}
                </h2>
                <LeadStatusForm
                  action={changeLeadStatus}
                  leadId={lead.id}
                  current={lead.status}
                  currentLabel={LEAD_STATUS_LABELS[lead.status]}
                  options={options}
                />
              </section>
              <section aria-labelledby="owner-heading" className={panelClass}>
                <h2 id="owner-heading" className="mb-4 text-lg font-semibold">
                  Owner: {owner ? staffName(owner) : 'Unassigned'}
                </h2>
                <LeadOwnerForm
                  action={assignLead}
                  leadId={lead.id}
                  ownerId={lead.ownerId}
                  me={member.id}
                  staff={staff.map((profile) => ({ id: profile.id, name: staffName(profile) }))}
                />
              </section>
              <section aria-labelledby="follow-up-heading" className={panelClass}>
                <h2 id="follow-up-heading" className="mb-1 text-lg font-semibold">
                  Follow-up
                </h2>
                <p className="mb-4 text-sm">
                  {lead.followUpOn ? (
                    <>
                      {formatDay(lead.followUpOn)}
                      {followUp === 'overdue' ? ' (overdue)' : followUp === 'due' ? ' (today)' : ''}
                      {lead.followUpNote ? `: ${lead.followUpNote}` : ''}
                    </>
                  ) : (
                    <span className="text-muted-foreground">None set</span>
                  )}
                </p>
                <FollowUpForm
                  action={setFollowUp}
                  leadId={lead.id}
                  on={lead.followUpOn}
                  note={lead.followUpNote}
                  today={today}
                />
              </section>
              <section aria-labelledby="deliveries-heading" className={panelClass}>
                <h2 id="deliveries-heading" className="mb-4 text-lg font-semibold">
                  Deliveries
                </h2>
                <LeadDeliveries leadId={lead.id} deliveries={deliveries} retry={retryDelivery} />
              </section>
              <section aria-labelledby="history-heading" className={panelClass}>
                <h2 id="history-heading" className="mb-4 text-lg font-semibold">
                  History
                </h2>
                <div className="space-y-5">
                  <LeadNoteForm action={addLeadNote} leadId={lead.id} />
                  <LeadHistory events={events} receivedAt={lead.createdAt} firstOpened={lead.firstOpened} />
                </div>
              </section>
            </div>
            <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
              {call ? (
                <section aria-labelledby="call-heading" className={`${panelClass} min-w-0`}>
                  <h2 id="call-heading" className="mb-4 text-lg font-semibold">
                    {call.outbound ? 'Phone call with the AI receptionist' : 'Voice call with the assistant'}
                  </h2>
                  <LeadCall call={call} />
                </section>
              ) : null}
              <section aria-labelledby="conversation-heading" className={`${panelClass} min-w-0`}>
                <h2 id="conversation-heading" className="mb-4 text-lg font-semibold">
                  Conversation with Michael
                </h2>
                <LeadTranscript transcript={lead.transcript} />
              </section>
            </div>
          </div>
        </div>
      </StaffMain>
    </>
  )
}
