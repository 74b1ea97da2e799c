import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { buttonClasses } from '@/components/ui/button-classes'
import { pathFor } from '@/lib/staff/access'
import { getStaffAccess } from '@/lib/staff/session'
import { StaffBar, StaffMain } from '../_bar'

export const metadata: Metadata = { title: 'Sign-in unavailable' }

/**
 * Auth did not answer, so the inbox could not check who is asking: say so, keep the session, and
 * offer to try again. Once Auth answers, this page sends the visitor where they belong.
 */
export default async function UnavailablePage() {
  const access = await getStaffAccess()
  if (access.state !== 'unavailable') redirect(pathFor(access))
  return (
    <>
      <StaffBar />
      <StaffMain narrow>
        <div className="space-y-4">
          <h1 className="text-3xl font-bold tracking-tight">The lead inbox cannot check your sign-in right now</h1>
          <p>
            The sign-in service did not answer. You have not been signed out: try again in a minute, and the inbox opens
            as usual once the service is back.
          </p>
          <Link href="/staff" prefetch={false} className={buttonClasses({ variant: 'primary' })}>
            Try again
          </Link>
        </div>
      </StaffMain>
    </>
  )
}
