import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'

export type OutageEvents = {
  /** Redis stopped answering: the instance serves from its own cache until it answers again (called once per outage). */
  unavailable: (error: unknown) => void
  available: () => void
}

/** A cache read must not hold a page up: past this, the instance's own cache answers. */
export const COMMAND_TIMEOUT_MS = 500
/** After a failure, Redis is left alone this long before it is tried again. */
export const RETRY_AFTER_MS = 5_000

/**
 * A handler that talks to Redis, bounded: each call answers within COMMAND_TIMEOUT_MS or fails,
 * after a failure every call fails at once for RETRY_AFTER_MS, and an outage is reported once
 * when it begins and once when it ends. A failure is thrown: the library's CacheHandler then
 * asks the next handler (the instance's own memory), and ignores a failed write.
 */
export function guardedRedis(
  handler: Handler,
  {
    events,
    timeoutMs = COMMAND_TIMEOUT_MS,
    retryAfterMs = RETRY_AFTER_MS,
  }: { events: OutageEvents; timeoutMs?: number; retryAfterMs?: number },
): Handler {
  let retryAt = 0
  let down = false

  async function attempt<T>(operation: () => Promise<T>): Promise<T> {
    if (Date.now() < retryAt) throw new Error('Redis is not answering: left alone until the next retry')
    let timer: NodeJS.Timeout | undefined
    try {
      // A command already sent cannot be taken back: stop waiting for it instead.
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs)
      })
      const value = await Promise.race([operation(), late])
      if (down) {
        down = false
        events.available()
      }
      return value
    } catch (error) {
      retryAt = Date.now() + retryAfterMs
      if (!down) {
        down = true
        events.unavailable(error)
      }
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    name: handler.name,
    get: (key, meta) => attempt(() => handler.get(key, meta)),
    set: (key, value, context) => attempt(() => handler.set(key, value, context)),
    revalidateTag: (tag) => attempt(() => handler.revalidateTag(tag)),
    ...(handler.delete ? { delete: (key: string) => attempt(() => handler.delete!(key)) } : {}),
    ...(handler.prepare ? { prepare: () => attempt(() => handler.prepare!()) } : {}),
  }
}
