import type { InboxLead } from '@/lib/leads/inbox/inbox'
import { sourceLabel } from '@/lib/leads/delivery/labels'
import { Age } from './date-time'
import { StatusBadge } from './status-badge'
import { UnopenedMark } from './unopened-mark'

/**
 * The leads as cards below lg, where a table would scroll sideways: name (the link to the lead)
 * and company, then status, source and age on one line. The whole card opens the lead (the
 * link's area covers it), and it is one tab stop.
 */
export function LeadCards({ leads, now }: { leads: InboxLead[]; now: Date }) {
  return (
    <ul aria-label="Leads, newest first" className="divide-y divide-border rounded-xl border border-border">
      {leads.map((lead) => (
        <li
          key={lead.id}
          className="relative px-4 py-3 has-[a[data-lead-link]:focus-visible]:bg-primary/10 hover:bg-muted/60"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold break-words">
              <a
                href={`/staff/leads/${lead.id}`}
                data-lead-link
                className="text-primary underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
              >
                {lead.name}
              </a>
            </p>
            {lead.firstOpened ? null : <UnopenedMark className="shrink-0" />}
          </div>
          <p className="text-sm break-words text-muted-foreground">{lead.company}</p>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <StatusBadge status={lead.status} />
            <span>{sourceLabel(lead.source)}</span>
            <span className="text-muted-foreground">
              <Age date={lead.createdAt} now={now} />
            </span>
          </p>
        </li>
      ))}
    </ul>
  )
}
