import { callLength, lineAt, type TimedLine } from '@/lib/content/sections/call-demo/timeline'

/**
 * The call player's state, without React or the DOM: what the buttons do, where the call is, and
 * what the card shows. The player (call-demo-player.tsx) feeds it the clock (a recording's time or,
 * without one, the time since Play) and renders `view`.
 */
export type Status = 'idle' | 'playing' | 'paused' | 'ended'

export type PlayerState = {
  status: Status
  /** Seconds from the start of the call. */
  time: number
  /** The visitor asked for reduced motion: nothing moves, the whole transcript stays shown. */
  reducedMotion: boolean
  /** Whether the recording plays: 'none' without one, 'failed' after it would not (the transcript plays alone). */
  audio: 'none' | 'ready' | 'failed'
  /** Counts the times the call started over from 0 (Replay, Play after the end): a clock restarts on it. */
  run: number
}

export type PlayerAction =
  | { type: 'toggle' }
  | { type: 'pause' }
  | { type: 'replay' }
  | { type: 'tick'; time: number }
  | { type: 'ended' }
  | { type: 'audioFailed' }
  | { type: 'reducedMotion'; value: boolean }

export function initialState({ hasAudio, reducedMotion }: { hasAudio: boolean; reducedMotion: boolean }): PlayerState {
  return { status: 'idle', time: 0, reducedMotion, audio: hasAudio ? 'ready' : 'none', run: 0 }
}

export function reducer(lines: readonly TimedLine[]) {
  const length = callLength(lines)
  return (state: PlayerState, action: PlayerAction): PlayerState => {
    switch (action.type) {
      case 'toggle':
        if (state.status === 'playing') return { ...state, status: 'paused' }
        // Play after the end starts the call again; after a pause it goes on where it stopped.
        if (state.status === 'ended') return { ...state, status: 'playing', time: 0, run: state.run + 1 }
        return { ...state, status: 'playing' }
      case 'pause':
        return state.status === 'playing' ? { ...state, status: 'paused' } : state
      case 'replay':
        return { ...state, status: 'playing', time: 0, run: state.run + 1 }
      case 'tick':
        if (state.status !== 'playing' || !Number.isFinite(action.time)) return state
        // Without a recording the transcript's own length ends the call; a recording ends it with 'ended'.
        if (state.audio !== 'ready' && action.time >= length) return { ...state, status: 'ended', time: length }
        return { ...state, time: Math.max(0, action.time) }
      case 'ended':
        return { ...state, status: 'ended', time: Math.max(state.time, length) }
      case 'audioFailed':
        return { ...state, audio: 'failed' }
      case 'reducedMotion':
        return { ...state, reducedMotion: action.value }
    }
  }
}

export type LineState = 'said' | 'current' | 'upcoming'

export type PlayerView = {
  /** The line being heard (or last begun), -1 before the first. */
  current: number
  /** Someone is talking at this moment: the level moves. */
  speaking: boolean
  /** The level animates (playing, someone talking, motion allowed). */
  animate: boolean
  /** How each line is shown: lines not reached yet are hidden while the call runs, unless motion is reduced. */
  lines: { state: LineState; hidden: boolean }[]
  /** Who is talking now, for the card's header. */
  speaker: TimedLine['speaker'] | null
}

export function view(state: PlayerState, lines: readonly TimedLine[]): PlayerView {
  const running = state.status === 'playing' || state.status === 'paused'
  const current = running ? lineAt(lines, state.time) : -1
  const line = current >= 0 ? lines[current] : undefined
  const speaking = state.status === 'playing' && line !== undefined && state.time < line.end
  return {
    current,
    speaking,
    animate: speaking && !state.reducedMotion,
    speaker: running && line ? line.speaker : null,
    lines: lines.map((_, index) => {
      const lineState: LineState = !running || index < current ? 'said' : index === current ? 'current' : 'upcoming'
      return { state: lineState, hidden: running && !state.reducedMotion && index > current }
    }),
  }
}
