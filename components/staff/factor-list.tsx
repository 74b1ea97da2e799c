import type { Factor } from '@supabase/supabase-js'
import { buttonClasses } from '@/components/ui/button-classes'
import { DateTime } from './date-time'

/** The account's authenticators, each with a way to remove it. */
export function FactorList({ factors, remove }: { factors: Factor[]; remove: (formData: FormData) => Promise<void> }) {
  if (factors.length === 0) return <p className="text-sm text-muted-foreground">No authenticator app is set up yet.</p>
  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {factors.map((factor) => (
        <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <p className="font-semibold">{factor.friendly_name || 'Authenticator app'}</p>
            <p className="text-sm text-muted-foreground">
              Authenticator app (TOTP), added <DateTime date={new Date(factor.created_at)} />
            </p>
          </div>
          <form action={remove}>
            <input type="hidden" name="factorId" value={factor.id} />
            <button
              type="submit"
              className={buttonClasses({ variant: 'secondary' })}
              aria-label={`Remove ${factor.friendly_name || 'authenticator app'}`}
            >
              Remove
            </button>
          </form>
        </li>
      ))}
    </ul>
  )
}
