import type { InboxLead } from '@/lib/leads/inbox/inbox'
import { DateTime } from './date-time'
import { StatusBadge } from './status-badge'

export function LeadTable({ leads }: { leads: InboxLead[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Company
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Phone
            </th>
            <th scope="col" className="px-4 py-3">
              Source
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Received
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {leads.map((lead) => (
            <tr key={lead.id}>
              <th scope="row" className="px-4 py-3 font-semibold">
                <a
                  href={`/staff/leads/${lead.id}`}
                  className="text-primary underline-offset-2 hover:underline focus-visible:underline"
                >
                  {lead.name}
                </a>
              </th>
              <td className="px-4 py-3">{lead.company}</td>
              <td className="px-4 py-3 break-all">{lead.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {lead.phone ? (
                  <a href={`tel:${lead.phone}`} className="underline-offset-2 hover:underline">
                    {lead.phone}
                  </a>
                ) : null}
              </td>
              <td className="px-4 py-3">{lead.source}</td>
              <td className="px-4 py-3">
                <StatusBadge status={lead.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <DateTime date={lead.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
