/** Shown while a route loads (SPEC.md 2). */
export default function Loading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      <span>Loading...</span>
    </div>
  )
}
