/**
 * A call's timeline from its transcript: when each line starts, how long it is heard and when the
 * call ends. Pure, so the server card, the player and the tests share it.
 */
export type CallLineInput = {
  _key?: string | null
  speaker?: string | null
  text?: string | null
  start?: number | null
}

export type Speaker = 'agent' | 'caller'

export type TimedLine = { key: string; speaker: Speaker; text: string; start: number; end: number }

/** About 2.6 words a second, a calm speaking pace; never under 1.2 s so a "Yes." still shows. */
export function speakingTime(text: string) {
  const words = text.trim().split(/\s+/).filter(Boolean).length
  return Math.max(1.2, words / 2.6)
}

/** The gap the call holds after its last line, before it ends. */
const TAIL_SECONDS = 0.8

/**
 * The lines a card can play: those with text, in order. A start that is missing, negative or not
 * after the previous line's (a dataset the Studio did not validate) follows the previous line.
 * A line is heard until it has been said or the next one begins, whichever comes first.
 */
export function timeline(lines: ReadonlyArray<CallLineInput | null | undefined> | null | undefined): TimedLine[] {
  const usable = (lines ?? []).filter((line): line is CallLineInput & { text: string } => Boolean(line?.text?.trim()))
  const timed: TimedLine[] = []
  usable.forEach((line, index) => {
    const previous = timed[index - 1]
    const earliest = previous ? previous.start + 0.1 : 0
    const given = typeof line.start === 'number' && Number.isFinite(line.start) ? line.start : NaN
    const start = given >= earliest ? given : previous ? previous.start + speakingTime(previous.text) : 0
    timed.push({
      key: line._key || `line-${index}`,
      speaker: line.speaker === 'caller' ? 'caller' : 'agent',
      text: line.text.trim(),
      start,
      end: start + speakingTime(line.text),
    })
  })
  for (let i = 0; i < timed.length - 1; i++) timed[i]!.end = Math.min(timed[i]!.end, timed[i + 1]!.start)
  return timed
}

/** When the call ends: after its last line has been said. */
export function callLength(lines: readonly TimedLine[]) {
  const last = lines.at(-1)
  return last ? last.end + TAIL_SECONDS : 0
}

/** The line being heard at `time`, or the last one begun (-1 before the first). */
export function lineAt(lines: readonly TimedLine[], time: number) {
  let index = -1
  for (let i = 0; i < lines.length && lines[i]!.start <= time; i++) index = i
  return index
}
