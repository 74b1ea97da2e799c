import type { RequestLimiter } from '../http/rate-limit'
import type { ChatEngine } from './types'

/** Counts the site's model calls per UTC day; `take` says whether one more fits under the cap. */
export type DailyCounter = { take(now?: Date): Promise<boolean> }

/** Long enough that a day's counter outlives the day it counts; each day has its own key. */
const COUNTER_LIFETIME_SECONDS = 2 * 24 * 60 * 60

/**
 * A daily counter kept by a request limiter (in PostgreSQL when the site has DATABASE_URL, so
 * every instance counts against one cap), keyed by the UTC date so it resets at midnight UTC.
 */
export function createDailyCounter(
  createLimiter: (options: { keyPrefix: string; points: number; durationSeconds: number }) => RequestLimiter,
  cap: number,
): DailyCounter {
  if (cap === 0) return { take: async () => false }
  const limiter = createLimiter({ keyPrefix: 'model-calls', points: cap, durationSeconds: COUNTER_LIFETIME_SECONDS })
  return {
    take: async (now = new Date()) => (await limiter.consume(now.toISOString().slice(0, 10))).allowed,
  }
}

export type CappedEngineOptions = {
  /** The engine that costs money per call (OpenAI). */
  model: ChatEngine
  /** What answers once the day's calls are used up (the local engine). */
  fallback: ChatEngine
  counter: DailyCounter
  cap: number
  log?: (message: string) => void
}

/**
 * A ceiling on the model bill that no rotation of client addresses can pass: the whole site
 * makes at most `cap` model calls per UTC day. Past it the visitor still gets an answer, from
 * the local engine, without an error; the server says so once a day.
 */
export function createCappedEngine({
  model,
  fallback,
  counter,
  cap,
  log = console.warn,
}: CappedEngineOptions): ChatEngine {
  let reportedDay: string | undefined
  return {
    kind: model.kind,
    async *reply(input) {
      const now = new Date()
      if (await counter.take(now)) {
        yield* model.reply(input)
        return
      }
      const day = now.toISOString().slice(0, 10)
      if (reportedDay !== day) {
        reportedDay = day
        log(
          `[chat] OPENAI_DAILY_MESSAGE_CAP reached: ${cap} model calls on ${day} (UTC); Michael answers from the local engine until midnight UTC`,
        )
      }
      yield* fallback.reply(input)
    },
  }
}
