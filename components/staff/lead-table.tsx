import type { InboxLead } from '@/lib/leads/inbox/inbox'
import { sourceLabel } from '@/lib/leads/delivery/labels'
import { Age } from './date-time'
import { StatusBadge } from './status-badge'
import { UnopenedMark } from './unopened-mark'

/** An email that wraps, when it must, before its @ rather than in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return <>{email}</>
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

/**
 * The leads as a table, from lg up (a list of cards below, LeadCards). The received column is an
 * age ("3 hr. ago", the full moment in its title), short enough that the others, emails
 * included, keep their words whole.
 */
export function LeadTable({ leads, now }: { leads: InboxLead[]; now: Date }) {
  return (
    <div className="rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-3">
              Name
            </th>
            <th scope="col" className="px-3 py-3">
              Company
            </th>
            <th scope="col" className="px-3 py-3">
              Email
            </th>
            <th scope="col" className="px-3 py-3">
              Phone
            </th>
            <th scope="col" className="px-3 py-3">
              Source
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3">
              Received
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {leads.map((lead) => (
            <tr key={lead.id} className="has-[a[data-lead-link]:focus-visible]:bg-primary/10">
              <th scope="row" className="px-3 py-3 font-semibold">
                <a
                  href={`/staff/leads/${lead.id}`}
                  data-lead-link
                  className="text-primary underline underline-offset-2 hover:decoration-2"
                >
                  {lead.name}
                </a>
                {lead.firstOpened ? null : <UnopenedMark className="ml-2" />}
              </th>
              <td className="px-3 py-3 break-words">{lead.company}</td>
              <td className="px-3 py-3 [overflow-wrap:break-word]">
                <EmailText email={lead.email} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {lead.phone ? (
                  <a href={`tel:${lead.phone}`} className="underline-offset-2 hover:underline">
                    {lead.phone}
                  </a>
                ) : null}
              </td>
              <td className="px-3 py-3">{sourceLabel(lead.source)}</td>
              <td className="px-3 py-3">
                <StatusBadge status={lead.status} />
              </td>
              <td className="px-3 py-3">
                <Age date={lead.createdAt} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
