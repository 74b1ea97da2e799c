/** Class names shared by the staff area's forms and panels. */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-ring aria-[invalid=true]:border-red-600'

export const labelClass = 'block text-sm font-medium'

export const panelClass = 'rounded-xl border border-border bg-card p-5 text-card-foreground sm:p-6'

export const errorTextClass = 'mt-1 text-sm text-red-700 dark:text-red-400'
