/** Marks a lead no staff member has opened yet (its page records the first opening). */
export function UnopenedMark({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-block rounded-full bg-primary px-2 py-0.5 align-middle text-xs font-semibold text-primary-foreground ${className}`}
    >
      Unopened
    </span>
  )
}
