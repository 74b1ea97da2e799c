'use client'

import { useEffect, useId, useMemo, useReducer, useRef } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'
import { CallCard, type CallInfo } from './call-card'
import { initialState, reducer, view as viewOf } from './call-demo-state'
import type { TimedLine } from '@/lib/content/sections/call-demo/timeline'

export type CallDemoPlayerProps = {
  info: CallInfo
  lines: TimedLine[]
  audio?: { url: string; mimeType?: string | null } | null
  headingId: string
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const STATUS_TEXT = { idle: '', playing: 'Playing', paused: 'Paused', ended: 'Call ended' } as const

/**
 * The call demo once its section is in view (loaded by call-demo-island.tsx): Play/Pause and
 * Replay, the recording when there is one, otherwise a clock that plays the transcript on its
 * times. The state lives in call-demo-state.ts; this wires it to the clock, the audio element and
 * the transcript's scrolling.
 */
export function CallDemoPlayer({ info, lines, audio, headingId }: CallDemoPlayerProps) {
  const reduce = useMemo(() => reducer(lines), [lines])
  const [state, dispatch] = useReducer(reduce, undefined, () =>
    initialState({
      hasAudio: Boolean(audio?.url),
      reducedMotion: typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches,
    }),
  )
  const audioRef = useRef<HTMLAudioElement>(null)
  const transcriptRef = useRef<HTMLOListElement>(null)
  // Where the call is, for the effects below that start a clock or seek the recording from it.
  const timeRef = useRef(state.time)
  useEffect(() => {
    timeRef.current = state.time
  })
  const statusId = useId()
  const view = viewOf(state, lines)
  const playing = state.status === 'playing'
  const usesAudio = state.audio === 'ready'

  useEffect(() => {
    if (typeof matchMedia !== 'function') return
    const query = matchMedia(REDUCED_MOTION)
    const onChange = () => dispatch({ type: 'reducedMotion', value: query.matches })
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  // The recording follows the state: it plays, pauses and seeks as the buttons say.
  useEffect(() => {
    const element = audioRef.current
    if (!element || !usesAudio) return
    if (!playing) {
      element.pause()
      return
    }
    if (Math.abs(element.currentTime - timeRef.current) > 0.5) element.currentTime = timeRef.current
    element.play().catch((reason: unknown) => {
      console.warn('[call demo] the recording would not play; the transcript plays alone', reason)
      dispatch({ type: 'audioFailed' })
    })
  }, [playing, usesAudio])

  // Without a recording (or when it failed), a clock from where the call is when it starts to
  // play; Replay (a new run) starts a new one from 0.
  const run = state.run
  useEffect(() => {
    if (!playing || usesAudio) return
    const from = timeRef.current
    const startedAt = performance.now()
    const timer = setInterval(
      () => dispatch({ type: 'tick', time: from + (performance.now() - startedAt) / 1000 }),
      100,
    )
    return () => clearInterval(timer)
  }, [playing, usesAudio, run])

  // The line being heard scrolls into the transcript's box (the page itself never scrolls).
  const current = view.current
  useEffect(() => {
    const box = transcriptRef.current
    const item = current >= 0 ? box?.children[current] : undefined
    if (!box || !(item instanceof HTMLElement)) return
    const top = item.offsetTop - box.offsetTop - box.clientHeight + item.offsetHeight + 16
    if (top > box.scrollTop) box.scrollTo({ top, behavior: state.reducedMotion ? 'auto' : 'smooth' })
  }, [current, state.reducedMotion])

  // Replay starts from the top of the transcript.
  useEffect(() => {
    if (state.status === 'playing' && state.time === 0) transcriptRef.current?.scrollTo({ top: 0 })
  }, [state.status, state.time])

  const controls = (
    <>
      <button
        type="button"
        onClick={() => dispatch({ type: 'toggle' })}
        aria-describedby={statusId}
        className={buttonClasses({ className: 'min-w-32' })}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        {playing ? 'Pause call' : state.status === 'paused' ? 'Resume call' : 'Play call'}
      </button>
      <button
        type="button"
        onClick={() => {
          if (audioRef.current) audioRef.current.currentTime = 0
          dispatch({ type: 'replay' })
        }}
        className={buttonClasses({ variant: 'secondary' })}
        disabled={state.status === 'idle'}
      >
        Replay call
      </button>
      <span id={statusId} role="status" className="sr-only">
        {STATUS_TEXT[state.status]}
      </span>
      {usesAudio && audio && (
        <audio
          ref={audioRef}
          preload="none"
          src={audio.url}
          onTimeUpdate={(event) => dispatch({ type: 'tick', time: event.currentTarget.currentTime })}
          onEnded={() => dispatch({ type: 'ended' })}
          onError={() => dispatch({ type: 'audioFailed' })}
        />
      )}
    </>
  )

  return (
    <CallCard
      info={info}
      lines={lines}
      view={view}
      controls={controls}
      transcriptRef={transcriptRef}
      headingId={headingId}
    />
  )
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
      <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5z" />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  )
}
