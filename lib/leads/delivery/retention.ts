import type { LeadStore } from '../store/store'

const DAY_MS = 24 * 60 * 60 * 1000

export type RetentionJob = { runNow(): Promise<number>; stop(): void }

/**
 * Deletes leads older than `days` (their transcripts and deliveries with them), once shortly
 * after the server starts and then daily. Every instance may run it: deleting twice is harmless.
 */
export function startRetentionJob(
  store: Pick<LeadStore, 'deleteCreatedBefore'>,
  days: number,
  { log = console, firstRunMs = 60_000 }: { log?: Pick<Console, 'info' | 'error'>; firstRunMs?: number } = {},
): RetentionJob {
  const runNow = async () => {
    const cutoff = new Date(Date.now() - days * DAY_MS)
    try {
      const deleted = await store.deleteCreatedBefore(cutoff)
      if (deleted > 0) log.info(`[leads] deleted ${deleted} lead(s) older than ${days} days (LEAD_RETENTION_DAYS)`)
      return deleted
    } catch (error) {
      log.error(`[leads] the retention job could not delete old leads: ${(error as Error).message}`)
      return 0
    }
  }
  let daily: NodeJS.Timeout | undefined
  const first = setTimeout(() => {
    void runNow()
    daily = setInterval(() => void runNow(), DAY_MS)
    daily.unref()
  }, firstRunMs)
  first.unref()
  return {
    runNow,
    stop() {
      clearTimeout(first)
      clearInterval(daily)
    },
  }
}
