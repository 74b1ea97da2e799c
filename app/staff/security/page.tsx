import type { Metadata } from 'next'
import { getConfig } from '@/lib/config'
import { EnrolAuthenticator } from '@/components/staff/enrol-authenticator'
import { FactorList } from '@/components/staff/factor-list'
import { StaffSettingsForm } from '@/components/staff/staff-settings-form'
import { panelClass } from '@/components/staff/styles'
import { getLeadStore } from '@/lib/leads'
import { getStaffAccess, logStaff, requireStaff, staffSupabase } from '@/lib/staff/session'
import { confirmEnrolment, removeFactor, startEnrolment } from '../_actions/factors'
import { saveStaffSettings } from '../_actions/ownership'
import { StaffBar, StaffMain } from '../_bar'

export const metadata: Metadata = { title: 'Two-step sign-in' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const NOTICES: Record<string, string> = {
  added: 'Your authenticator app is set up. You will be asked for a code each time you sign in.',
  removed: 'The authenticator app was removed.',
}

/** Set up, list and remove authenticator apps; where a member without one is sent when one is required. */
export default async function SecurityPage({ searchParams }: Props) {
  await requireStaff(['granted', 'needs-enrolment'])
  const access = await getStaffAccess()
  const params = await searchParams
  const factors = (await (await staffSupabase())!.auth.mfa.listFactors()).data?.totp ?? []
  const notice =
    params.removed === 'failed'
      ? undefined
      : params.added
        ? NOTICES.added
        : params.removed
          ? NOTICES.removed
          : undefined
  const mustEnrol = access.state === 'needs-enrolment'
  const profile = access.state === 'granted' ? await readProfile(access.member) : undefined
  return (
    <>
      <StaffBar access={access} />
      <StaffMain narrow>
        <div className="space-y-6">
          <h1 className="text-3xl font-bold tracking-tight">Two-step sign-in</h1>
          {notice && (
            <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 px-3 py-2 text-sm">
              {notice}
            </p>
          )}
          {params.removed === 'failed' && (
            <p role="alert" className="rounded-lg border border-red-600/40 px-3 py-2 text-sm">
              The authenticator app could not be removed. Please try again.
            </p>
          )}
          {mustEnrol ? (
            <p>
              The lead inbox asks for a code from an authenticator app each time you sign in. Set one up to continue.
            </p>
          ) : (
            <section aria-labelledby="factors-heading" className="space-y-3">
              <h2 id="factors-heading" className="text-lg font-semibold">
                Your authenticator apps
              </h2>
              <FactorList factors={factors} remove={removeFactor} mfaRequired={getConfig().staff.requireMfa} />
            </section>
          )}
          {profile !== undefined && (
            <section aria-labelledby="leads-settings-heading" className={panelClass}>
              <h2 id="leads-settings-heading" className="mb-4 text-lg font-semibold">
                New leads
              </h2>
              {profile ? (
                <StaffSettingsForm
                  action={saveStaffSettings}
                  displayName={profile.displayName}
                  roundRobin={profile.roundRobin}
                />
              ) : (
                <p role="alert" className="text-sm">
                  The lead database cannot be reached right now. Please reload in a minute.
                </p>
              )}
            </section>
          )}
          <section aria-labelledby="enrol-heading" className={panelClass}>
            <h2 id="enrol-heading" className="mb-4 text-lg font-semibold">
              {factors.length ? 'Add another authenticator app' : 'Set up an authenticator app'}
            </h2>
            <EnrolAuthenticator start={startEnrolment} confirm={confirmEnrolment} />
          </section>
        </div>
      </StaffMain>
    </>
  )
}

/** The member's profile (recorded on first visit), or null while the lead database cannot be reached. */
async function readProfile(member: { id: string; email: string }) {
  try {
    return await getLeadStore().ownership.ensureProfile({ id: member.id, email: member.email })
  } catch (error) {
    logStaff('reading the staff profile failed', error)
    return null
  }
}
