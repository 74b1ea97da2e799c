import { cache } from 'react'
import { getLeadStore } from '@/lib/leads'
import type { InboxCounts } from '@/lib/leads/inbox/inbox'
import { logStaff } from '@/lib/staff/session'

/**
 * The inbox's counts (in all, unopened, per status), read once per request however many parts
 * of the page show them (the bar, the views, the title); null while the database is away, and
 * the page says so where it matters.
 */
export const readInboxCounts = cache(async (): Promise<InboxCounts | null> => {
  try {
    return await getLeadStore().inbox.counts()
  } catch (error) {
    logStaff('counting the leads failed', error)
    return null
  }
})
