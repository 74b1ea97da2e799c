import type { DeliveryChannel } from '../store/schema'
import type { ClaimedDelivery, DeliveryQueue } from './queue'
import { nextAttemptAt, retryDelayMs } from './backoff'
import type { DeliverySender } from './channels'

export type DeliveryWorkerOptions = {
  queue: DeliveryQueue
  senders: Partial<Record<DeliveryChannel, DeliverySender>>
  /** Deliveries sent at once by this process. */
  concurrency?: number
  /** How often to look for due deliveries when nothing woke the worker (other instances' leads, retries). */
  pollMs?: number
  /** How long a claimed delivery is this worker's alone: longer than any attempt can take. */
  leaseMs?: number
  log?: { info(message: string): void; warn(message: string): void; error(message: string): void }
  /** The wait after the n-th failed attempt (tests shorten it). */
  retryDelay?: (failures: number) => number
}

export type DeliveryWorker = {
  start(): void
  /** Looks for due deliveries now (a lead was just saved). */
  wake(): void
  /** Stops claiming, lets the attempts in flight finish, and resolves once they have. */
  stop(): Promise<void>
}

/** The error's own words, and the cause a network failure hides behind ("fetch failed"). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause =
    error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : ''
  return `${error.message}${cause}`
}

/**
 * Sends the outbox's due deliveries, one process's share: claims as many as it has free slots,
 * sends each through its channel, records the outcome, and retries a failure later with
 * backoff. Every server instance runs one; the claim's lease keeps them from sending the same
 * delivery at the same time.
 */
export function createDeliveryWorker({
  queue,
  senders,
  concurrency = 8,
  pollMs = 1_000,
  leaseMs = 60_000,
  log = console,
  retryDelay = retryDelayMs,
}: DeliveryWorkerOptions): DeliveryWorker {
  const inFlight = new Set<Promise<void>>()
  let running = false
  let loop: Promise<void> | undefined
  let signal: (() => void) | undefined
  let woken = false

  const wake = () => {
    woken = true
    signal?.()
  }
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) return resolve()
      const timer = setTimeout(resolve, ms)
      timer.unref()
      signal = () => {
        clearTimeout(timer)
        resolve()
      }
    }).finally(() => {
      signal = undefined
    })

  async function attempt(delivery: ClaimedDelivery) {
    const sender = senders[delivery.channel]
    try {
      if (!sender) throw new Error(`the ${delivery.channel} channel is not configured on this server`)
      await sender.send(delivery)
    } catch (error) {
      const reason = describe(error)
      const next = nextAttemptAt(delivery.attempt, delivery.createdAt, new Date(), retryDelay)
      try {
        if (next) {
          await queue.reschedule(delivery.id, reason, next)
          log.warn(
            `[leads] ${delivery.channel} delivery ${delivery.id} of lead ${delivery.lead.id}, attempt ${delivery.attempt}, failed (${reason}); next attempt at ${next.toISOString()}`,
          )
        } else {
          await queue.markFailed(delivery.id, reason)
          log.error(
            `[leads] gave up on the ${delivery.channel} delivery ${delivery.id} of lead ${delivery.lead.id} after ${delivery.attempt} attempts over a day: ${reason}`,
          )
        }
      } catch (recordError) {
        // Still leased: the attempt is made again when the lease ends.
        log.error(`[leads] could not record a failed delivery ${delivery.id}: ${describe(recordError)}`)
      }
      return
    }
    try {
      await queue.markDelivered(delivery.id)
    } catch (error) {
      // Sent, but not recorded: it will be sent again after the lease (at least once, never lost).
      log.error(`[leads] delivery ${delivery.id} was sent but could not be recorded: ${describe(error)}`)
    }
  }

  async function run() {
    while (running) {
      woken = false
      const free = concurrency - inFlight.size
      let claimed: ClaimedDelivery[] = []
      if (free > 0) {
        try {
          claimed = await queue.claimDue(free, leaseMs)
        } catch (error) {
          log.error(`[leads] could not read the delivery outbox: ${describe(error)}`)
          await pause(pollMs * 5)
          continue
        }
      }
      for (const delivery of claimed) {
        const task = attempt(delivery).finally(() => {
          inFlight.delete(task)
          // A free slot: claim more at once if there may be more due.
          if (claimed.length === free) wake()
        })
        inFlight.add(task)
      }
      // All slots filled: more may be due right away, once a slot frees.
      if (free > 0 && claimed.length === free) continue
      if (running) await pause(pollMs)
    }
  }

  return {
    start() {
      if (running) return
      running = true
      loop = run()
    },
    wake,
    async stop() {
      running = false
      wake()
      await loop
      await Promise.all(inFlight)
    },
  }
}
