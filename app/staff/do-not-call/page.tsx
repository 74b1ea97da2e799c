import type { Metadata } from 'next'
import { DateTime } from '@/components/staff/date-time'
import { AddDoNotCallForm, RemoveDoNotCallForm } from '@/components/staff/do-not-call-forms'
import { panelClass } from '@/components/staff/styles'
import { getLeadStore } from '@/lib/leads'
import type { DoNotCallEntry } from '@/lib/leads/store/calls'
import { getStaffAccess, logStaff, requireStaff } from '@/lib/staff/session'
import { addDoNotCallNumber, removeDoNotCallNumber } from '../_actions/do-not-call'
import { StaffBar, StaffMain } from '../_bar'

export const metadata: Metadata = { title: 'Do not call' }

/** The STOP list: numbers that asked never to be called again, which the call-me form refuses. */
export default async function DoNotCallPage() {
  await requireStaff()
  const access = await getStaffAccess()
  let entries: DoNotCallEntry[] | undefined
  try {
    entries = await getLeadStore().calls.listDoNotCall()
  } catch (error) {
    logStaff('reading the do-not-call list failed', error)
  }
  return (
    <>
      <StaffBar access={access} />
      <StaffMain narrow>
        <div className="space-y-6">
          <h1 className="text-3xl font-bold tracking-tight">Do not call</h1>
          <p>
            When someone asks not to be called again (they said STOP on a demo call, or wrote to us), add their number
            here: the “Call me” form will never call it, whoever types it.
          </p>
          <section aria-labelledby="add-heading" className={panelClass}>
            <h2 id="add-heading" className="mb-4 text-lg font-semibold">
              Add a number
            </h2>
            <AddDoNotCallForm action={addDoNotCallNumber} />
          </section>
          <section aria-labelledby="list-heading" className="space-y-3">
            <h2 id="list-heading" className="text-lg font-semibold">
              Numbers we never call
            </h2>
            {!entries ? (
              <p role="alert">The lead database cannot be reached right now; the list cannot be shown.</p>
            ) : entries.length === 0 ? (
              <p>No numbers yet.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-4">
                      Number
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Added
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.number} className="border-b border-border align-top">
                      <td className="py-2 pr-4 font-mono">{entry.number}</td>
                      <td className="py-2 pr-4">
                        <DateTime date={entry.createdAt} /> by {entry.addedBy}
                      </td>
                      <td className="py-2">
                        <RemoveDoNotCallForm action={removeDoNotCallNumber} number={entry.number} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      </StaffMain>
    </>
  )
}
