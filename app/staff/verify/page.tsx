import type { Metadata } from 'next'
import { TotpCodeForm } from '@/components/staff/totp-code-form'
import { panelClass } from '@/components/staff/styles'
import { staffReturnPath } from '@/lib/staff/return-path'
import { getStaffAccess, requireStaff, staffSupabase } from '@/lib/staff/session'
import { verifySignIn } from '../_actions/factors'
import { StaffBar, StaffMain } from '../_bar'

export const metadata: Metadata = { title: 'Two-step sign-in' }

/** The second step: a code from one of the member's authenticators lifts the session to aal2. */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function VerifyPage({ searchParams }: Props) {
  await requireStaff(['needs-verification'])
  const asked = (await searchParams).next
  const next = staffReturnPath(Array.isArray(asked) ? asked[0] : asked) ?? undefined
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
              <TotpCodeForm action={verifySignIn} factorId={factor.id} submitLabel="Verify" next={next} />
            </section>
          ))}
          <section aria-labelledby="lost-heading" className="space-y-2 text-sm">
            <h2 id="lost-heading" className="text-base font-semibold">
              Lost your phone, or the app no longer shows the lead inbox?
            </h2>
            <p>
              If you set up a second authenticator (another phone, or a password manager such as 1Password), enter its
              code instead. Otherwise ask the person who runs the site to remove your authenticator in Supabase
              (Authentication → Users → your account → remove the factor): you then sign in with your password or an
              emailed code and set up an authenticator app on your new phone.
            </p>
          </section>
        </div>
      </StaffMain>
    </>
  )
}
