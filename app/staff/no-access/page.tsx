import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { SignOutForms } from '@/components/staff/sign-out-forms'
import { pathFor } from '@/lib/staff/access'
import { getStaffAccess } from '@/lib/staff/session'
import { signOut } from '../_actions/sign-in'
import { StaffBar, StaffMain } from '../_bar'

export const metadata: Metadata = { title: 'No access' }

/** Signed in, but not staff: say so, and offer the way out. */
export default async function NoAccessPage() {
  const access = await getStaffAccess()
  if (access.state !== 'no-access') redirect(pathFor(access))
  return (
    <>
      <StaffBar access={access} />
      <StaffMain narrow>
        <div className="space-y-4">
          <h1 className="text-3xl font-bold tracking-tight">Your account has no access to the lead inbox</h1>
          <p>
            You are signed in as <strong>{access.email || 'an account without an email address'}</strong>, which is not
            a staff account. If you should have access, ask the person who runs the site to give your account the staff
            role.
          </p>
          <SignOutForms action={signOut} />
        </div>
      </StaffMain>
    </>
  )
}
