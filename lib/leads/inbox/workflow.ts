/**
 * Where a lead stands with sales: new → contacted → qualified → won | lost. A lead moves one
 * step forward, and may be marked lost from any open stage (people stop answering); won and
 * lost are final, so the history reads as what happened.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
}

const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['qualified', 'lost'],
  qualified: ['won', 'lost'],
  won: [],
  lost: [],
}

/** The statuses a lead may move to from `status`. */
export function nextStatuses(status: LeadStatus): readonly LeadStatus[] {
  return NEXT[status]
}

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return NEXT[from].includes(to)
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}
