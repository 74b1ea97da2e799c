import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { CodeSignInForm } from '@/components/staff/code-sign-in-form'
import { PasswordSignInForm } from '@/components/staff/password-sign-in-form'
import { panelClass } from '@/components/staff/styles'
import { staffReturnPath } from '@/lib/staff/return-path'
import { supabaseProject } from '@/lib/staff/session'
import { StaffBar, StaffMain } from '../_bar'
import { requestEmailCode, signInWithCode, signInWithPassword } from '../_actions/sign-in'

export const metadata: Metadata = { title: 'Sign in' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const NOTICES: Record<string, string> = {
  'session=ended': 'Your session has ended. Please sign in again.',
  'signed-out=here': 'You are signed out on this device.',
  'signed-out=everywhere': 'You are signed out on every device.',
}

/** Staff sign in with a password or an emailed code; there is no sign-up (staff are invited). */
export default async function SignInPage({ searchParams }: Props) {
  if (!supabaseProject()) redirect('/staff')
  const params = await searchParams
  const notice = Object.entries(NOTICES).find(([key]) => {
    const [name, value] = key.split('=')
    return params[name!] === value
  })?.[1]
  // The page asked for before signing in (`/staff/leads/<id>` from the email to sales): back there after.
  const next = staffReturnPath(Array.isArray(params.next) ? params.next[0] : params.next) ?? undefined
  return (
    <>
      <StaffBar />
      <StaffMain narrow>
        <div className="space-y-6">
          <h1 className="text-3xl font-bold tracking-tight">Sign in to the lead inbox</h1>
          {notice && (
            <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 px-3 py-2 text-sm">
              {notice}
            </p>
          )}
          <section aria-labelledby="password-heading" className={panelClass}>
            <h2 id="password-heading" className="mb-4 text-lg font-semibold">
              With your password
            </h2>
            <PasswordSignInForm action={signInWithPassword} next={next} />
          </section>
          <section aria-labelledby="code-heading" className={panelClass}>
            <h2 id="code-heading" className="mb-4 text-lg font-semibold">
              Or with a code by email
            </h2>
            <CodeSignInForm request={requestEmailCode} verify={signInWithCode} next={next} />
          </section>
          <p className="text-sm text-muted-foreground">
            No account? Staff accounts are created by invitation: ask the person who runs the site.
          </p>
        </div>
      </StaffMain>
    </>
  )
}
