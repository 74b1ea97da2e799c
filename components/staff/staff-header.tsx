import Link from 'next/link'
import type { ReactNode } from 'react'

/** The staff area's own bar: no site navigation, chat or booking, just where you are and who. */
export function StaffHeader({ email, nav, actions }: { email?: string; nav?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex flex-wrap items-center gap-4">
          <p className="font-semibold">
            <Link href="/staff" className="hover:underline">
              Lead inbox
            </Link>
          </p>
          {nav}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {email && <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">Signed in as {email}</p>}
          {actions}
        </div>
      </div>
    </header>
  )
}
