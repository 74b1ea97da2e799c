import 'server-only'
import { getConfig } from '../config'
import { getLeadStore } from '../leads'
import { dayIn } from '../leads/inbox/follow-up'
import type { StaffProfile } from '../leads/inbox/ownership'
import type { StaffMember } from './access'
import type { ViewContext } from './inbox-query'
import { logStaff, requireStaff } from './session'

/**
 * The signed-in member, with their profile recorded (the inbox learns who its staff are as they
 * sign in: Supabase keeps the accounts, and the site cannot list them with its public key). The
 * profile is null while the lead database cannot be reached; the page says so itself.
 */
export async function requireStaffProfile(
  returnTo?: string,
): Promise<{ member: StaffMember; profile: StaffProfile | null }> {
  const member = await requireStaff(undefined, returnTo)
  try {
    return { member, profile: await getLeadStore().ownership.ensureProfile({ id: member.id, email: member.email }) }
  } catch (error) {
    logStaff('recording the staff profile failed', error)
    return { member, profile: null }
  }
}

/** The office's day (TIME_ZONE): what "Due today" and "Overdue" are counted from. */
export const officeToday = () => dayIn(getConfig().timeZone)

export const viewContext = (member: StaffMember): ViewContext => ({ memberId: member.id, today: officeToday() })
