import type { ReactNode } from 'react'
import { SignOutForms } from '@/components/staff/sign-out-forms'
import { StaffHeader } from '@/components/staff/staff-header'
import { StaffNav } from '@/components/staff/staff-nav'
import type { StaffAccess } from '@/lib/staff/access'
import { readInboxCounts } from './_counts'
import { signOut } from './_actions/sign-in'

/** The bar above each staff page, for the visitor's state (signed in or not, full access or not). */
export async function StaffBar({ access }: { access?: StaffAccess }) {
  const email =
    access && 'member' in access ? access.member.email : access?.state === 'no-access' ? access.email : undefined
  const nav = access?.state === 'granted' ? <StaffNav unopened={(await readInboxCounts())?.unopened} /> : undefined
  // The no-access page offers signing out in its own text.
  const canSignOut = email !== undefined && access?.state !== 'no-access'
  return <StaffHeader email={email} nav={nav} actions={canSignOut ? <SignOutForms action={signOut} /> : undefined} />
}

export function StaffMain({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={`mx-auto px-4 py-8 focus:outline-none ${narrow ? 'max-w-xl' : 'max-w-6xl'}`}
    >
      {children}
    </main>
  )
}
