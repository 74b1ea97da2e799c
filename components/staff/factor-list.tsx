import type { Factor } from '@supabase/supabase-js'
import { buttonClasses } from '@/components/ui/button-classes'
import { ConfirmForm } from './confirm-dialog'
import { DateTime } from './date-time'

/**
 * The account's authenticators, each with a way to remove it. Removing the last one asks first:
 * the account is then back to a password or an emailed code alone (or, where the inbox requires
 * a second step, to setting one up before any lead is shown).
 */
export function FactorList({
  factors,
  remove,
  mfaRequired,
}: {
  factors: Factor[]
  remove: (formData: FormData) => Promise<void>
  mfaRequired: boolean
}) {
  if (factors.length === 0) return <p className="text-sm text-muted-foreground">No authenticator app is set up yet.</p>
  const last = factors.length === 1
  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {factors.map((factor) => {
        const name = factor.friendly_name || 'Authenticator app'
        const fields = (
          <>
            <input type="hidden" name="factorId" value={factor.id} />
            <button
              type="submit"
              className={buttonClasses({ variant: 'secondary' })}
              aria-label={`Remove ${factor.friendly_name || 'authenticator app'}`}
            >
              Remove
            </button>
          </>
        )
        return (
          <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-muted-foreground">
                Authenticator app (TOTP), added <DateTime date={new Date(factor.created_at)} />
              </p>
            </div>
            {last ? (
              <ConfirmForm
                action={remove}
                title={`Remove ${name}, your only authenticator app?`}
                description={
                  mfaRequired
                    ? 'Without an authenticator app, the inbox shows no leads until you set up another one.'
                    : 'Without an authenticator app, signing in needs only your password or an emailed code.'
                }
                confirmLabel="Remove it"
              >
                {fields}
              </ConfirmForm>
            ) : (
              <form action={remove}>{fields}</form>
            )}
          </li>
        )
      })}
    </ul>
  )
}
