/** The first retry comes within 10 s (5 to 10 s with jitter), well inside a minute of the lead. */
export const FIRST_RETRY_MS = 10_000
/** The delay between attempts doubles up to an hour. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000
/** A delivery that has not gone through in a day is given up on, and shown as failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * The wait after the `failures`-th failed attempt: exponential, capped, with "equal jitter" (half
 * fixed, half random), so deliveries that failed together (a mail server's outage) do not all
 * retry in the same second.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** When to try a failed delivery again, or null when it is time to give up. */
export function nextAttemptAt(
  failures: number,
  createdAt: Date,
  now: Date,
  delayMs: (failures: number) => number = retryDelayMs,
): Date | null {
  const deadline = createdAt.getTime() + GIVE_UP_AFTER_MS
  if (now.getTime() >= deadline) return null
  // The last try is at the deadline itself, not a random hour past it.
  return new Date(Math.min(now.getTime() + delayMs(failures), deadline))
}
