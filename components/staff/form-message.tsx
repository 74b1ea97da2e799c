import type { FormState } from '@/lib/staff/forms'

/** A form's overall answer: errors are announced at once, notices politely. */
export function FormMessage({ state }: { state: FormState }) {
  if (state.error) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-600/40 bg-red-600/10 px-3 py-2 text-sm text-red-800 dark:text-red-300"
      >
        {state.error}
      </p>
    )
  }
  if (state.notice) {
    return (
      <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 px-3 py-2 text-sm">
        {state.notice}
      </p>
    )
  }
  return null
}
