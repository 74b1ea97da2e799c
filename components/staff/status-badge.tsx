import { LEAD_STATUS_LABELS, type LeadStatus } from '@/lib/leads/inbox/workflow'

const TONE: Record<LeadStatus, string> = {
  new: 'border-primary/50 bg-primary/10',
  contacted: 'border-border bg-muted',
  qualified: 'border-accent/50 bg-accent/10',
  won: 'border-green-700/50 bg-green-700/10',
  lost: 'border-border bg-background text-muted-foreground',
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {LEAD_STATUS_LABELS[status]}
    </span>
  )
}
