import type { Metadata } from 'next'
import { TotpCodeForm } from '@/components/staff/totp-code-form'
import { panelClass } from '@/components/staff/styles'
import { getStaffAccess, requireStaff, staffSupabase } from '@/lib/staff/session'
import { verifySignIn } from '../_actions/factors'
import { StaffBar, StaffMain } from '../_bar'

export const metadata: Metadata = { title: 'Two-step sign-in' }

/** The second step: a code from one of the member's authenticators lifts the session to aal2. */
export default async function VerifyPage() {
  await requireStaff(['needs-verification'])
  const factors = (await (await staffSupabase())!.auth.mfa.listFactors()).data?.totp ?? []
  return (
    <>
      <StaffBar access={await getStaffAccess()} />
      <StaffMain narrow>
        <div className="space-y-6">
          <h1 className="text-3xl font-bold tracking-tight">Enter your authenticator code</h1>
          <p className="text-muted-foreground">
            Open your authenticator app and enter the 6-digit code it shows for the lead inbox.
          </p>
          {factors.map((factor) => (
            <section key={factor.id} aria-label={factor.friendly_name || 'Authenticator app'} className={panelClass}>
              {factors.length > 1 && (
                <h2 className="mb-4 text-lg font-semibold">{factor.friendly_name || 'Authenticator app'}</h2>
              )}
              <TotpCodeForm action={verifySignIn} factorId={factor.id} submitLabel="Verify" />
            </section>
          ))}
        </div>
      </StaffMain>
    </>
  )
}
