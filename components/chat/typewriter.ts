/** Michael's replies appear at about 15 ms per character... */
export const TYPEWRITER_MS_PER_CHAR = 15
/** ...but a long one is never still typing this long after it began: the pace rises with what is left. */
export const TYPEWRITER_MAX_MS = 3_000

export type Typewriter = {
  /** Adds text that arrived from the stream; it is typed out after what came before. */
  push(text: string): void
  /** Shows everything pushed so far at once. */
  flush(): void
  /** Stops typing; later pushes are ignored and pending finished() promises resolve. */
  cancel(): void
  /** Resolves once everything pushed so far is on screen. */
  finished(): Promise<void>
}

type TypewriterOptions = {
  /** Called with the visible text each time it grows. */
  onUpdate: (visible: string) => void
  msPerChar?: number
  /** The longest a reply takes to appear, from its first text (TYPEWRITER_MAX_MS). */
  maxMs?: number
  /** No animation: each push shows at once (prefers-reduced-motion). */
  instant?: boolean
  now?: () => number
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/**
 * Types text out at a steady pace while the stream feeds it. Time is measured, not counted in
 * ticks, so a throttled timer (a background tab) catches up instead of falling behind.
 */
export function createTypewriter({
  onUpdate,
  msPerChar = TYPEWRITER_MS_PER_CHAR,
  maxMs = TYPEWRITER_MAX_MS,
  instant = false,
  now = Date.now,
}: TypewriterOptions): Typewriter {
  let target = ''
  let shown = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = 0
  let elapsed = 0
  /** When the reply's text must all be on screen: set by its first push. */
  let deadline: number | undefined
  let cancelled = false
  let waiters: Array<() => void> = []

  const settle = () => {
    if (shown < target.length && !cancelled) return
    const resolve = waiters
    waiters = []
    for (const done of resolve) done()
  }

  const show = (count: number) => {
    shown = Math.min(target.length, count)
    // Never cut an emoji (a surrogate pair) in half.
    if (shown < target.length && shown > 0 && isHighSurrogate(target.charCodeAt(shown - 1))) shown++
    onUpdate(target.slice(0, shown))
  }

  const tick = () => {
    timer = undefined
    const time = now()
    const since = time - last
    elapsed += since
    last = time
    const paced = Math.floor(elapsed / msPerChar)
    if (paced > 0) elapsed -= paced * msPerChar
    // What the backlog needs to be on screen by the deadline: more than the pace only for a long reply.
    const backlog = target.length - shown
    const timeLeft = (deadline ?? time) - time
    const needed = timeLeft <= 0 ? backlog : Math.ceil((backlog * since) / (timeLeft + since))
    const due = Math.max(paced, needed)
    if (due > 0) show(shown + due)
    if (shown < target.length) timer = setTimeout(tick, msPerChar)
    else {
      elapsed = 0
      settle()
    }
  }

  return {
    push(text) {
      if (cancelled || text === '') return
      deadline ??= now() + maxMs
      target += text
      if (instant) return show(target.length)
      if (timer !== undefined) return
      last = now()
      timer = setTimeout(tick, msPerChar)
    },
    flush() {
      clearTimeout(timer)
      timer = undefined
      if (!cancelled && shown < target.length) show(target.length)
      settle()
    },
    cancel() {
      cancelled = true
      clearTimeout(timer)
      timer = undefined
      settle()
    },
    finished() {
      if (cancelled || shown >= target.length) return Promise.resolve()
      return new Promise((resolve) => waiters.push(resolve))
    },
  }
}

/** The visitor asked the system for less motion: replies then appear at once. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}
