import { describe, expect, it } from 'vitest'
import { initialState, type PlayerAction, type PlayerState, reducer, view } from './call-demo-state'
import { callLength, lineAt, speakingTime, timeline } from '@/lib/content/sections/call-demo/timeline'

const lines = timeline([
  { _key: 'a', speaker: 'agent', text: 'Northside Plumbing, this is Ava. How can I help?', start: 0 },
  { _key: 'b', speaker: 'caller', text: 'Water is coming through my kitchen ceiling.', start: 4 },
  { _key: 'c', speaker: 'agent', text: 'I can send someone tonight.', start: 8 },
])
const reduce = reducer(lines)
const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(reduce, state)
const noAudio = initialState({ hasAudio: false, reducedMotion: false })

describe('timeline', () => {
  it('keeps the lines with words, in order, each heard until the next begins', () => {
    const timed = timeline([
      { _key: 'x', speaker: 'agent', text: 'Hello there, you reached the front desk of the clinic.', start: 0 },
      { _key: 'y', speaker: 'caller', text: '   ', start: 1 },
      { _key: 'z', speaker: 'caller', text: 'Hi.', start: 2 },
    ])
    expect(timed.map((line) => line.key)).toEqual(['x', 'z'])
    expect(timed[0]!.end).toBe(2)
    expect(timed[1]!.end).toBeCloseTo(2 + speakingTime('Hi.'))
  })

  it('places a line with no time, or one not after the line before, after the previous line is said', () => {
    const timed = timeline([
      { speaker: 'agent', text: 'One two three four five six seven eight nine ten eleven twelve thirteen', start: 3 },
      { speaker: 'mystery', text: 'Second', start: 1 },
      { text: 'Third', start: null },
    ])
    expect(timed[1]!.start).toBeCloseTo(3 + 13 / 2.6)
    expect(timed[1]!.speaker).toBe('agent')
    expect(timed[2]!.start).toBeGreaterThan(timed[1]!.start)
    expect(timed.map((line) => line.key)).toEqual(['line-0', 'line-1', 'line-2'])
  })

  it('knows which line is heard at a time, and when the call ends', () => {
    expect(lineAt(lines, -1)).toBe(-1)
    expect(lineAt(lines, 0)).toBe(0)
    expect(lineAt(lines, 5)).toBe(1)
    expect(lineAt(lines, 99)).toBe(2)
    expect(callLength(lines)).toBeCloseTo(8 + speakingTime('I can send someone tonight.') + 0.8)
    expect(callLength([])).toBe(0)
  })
})

describe('the call player', () => {
  it('shows the whole transcript, still, until Play', () => {
    const shown = view(noAudio, lines)
    expect(shown.lines.every((line) => !line.hidden && line.state === 'said')).toBe(true)
    expect(shown).toMatchObject({ current: -1, speaking: false, animate: false, speaker: null })
  })

  it('plays the transcript alone on its times: lines appear as they are reached and the level moves while one is said', () => {
    const playing = run(noAudio, { type: 'toggle' }, { type: 'tick', time: 5 })
    expect(playing.status).toBe('playing')
    const shown = view(playing, lines)
    expect(shown.lines.map((line) => line.state)).toEqual(['said', 'current', 'upcoming'])
    expect(shown.lines.map((line) => line.hidden)).toEqual([false, false, true])
    expect(shown).toMatchObject({ current: 1, speaker: 'caller', speaking: true, animate: true })
    // Between the end of a line and the next, nobody talks: the level is still.
    const gap = run(playing, { type: 'tick', time: 7.9 })
    expect(view(gap, lines)).toMatchObject({ current: 1, speaking: false, animate: false })
  })

  it('ends the call after the last line, showing every line again; Play then starts over', () => {
    const ended = run(noAudio, { type: 'toggle' }, { type: 'tick', time: 60 })
    expect(ended).toMatchObject({ status: 'ended', time: callLength(lines) })
    expect(view(ended, lines).lines.every((line) => !line.hidden)).toBe(true)
    expect(run(ended, { type: 'toggle' })).toMatchObject({ status: 'playing', time: 0, run: ended.run + 1 })
  })

  it('pauses where it is and resumes from there; the clock does not move while paused', () => {
    const paused = run(noAudio, { type: 'toggle' }, { type: 'tick', time: 5 }, { type: 'toggle' })
    expect(paused).toMatchObject({ status: 'paused', time: 5 })
    expect(run(paused, { type: 'tick', time: 9 }).time).toBe(5)
    expect(view(paused, lines).lines.map((line) => line.hidden)).toEqual([false, false, true])
    expect(view(paused, lines).animate).toBe(false)
    expect(run(paused, { type: 'toggle' })).toMatchObject({ status: 'playing', time: 5, run: paused.run })
    expect(run(paused, { type: 'pause' })).toBe(paused)
  })

  it('replays from the start, from any state', () => {
    for (const state of [noAudio, run(noAudio, { type: 'toggle' }, { type: 'tick', time: 6 }, { type: 'pause' })])
      expect(run(state, { type: 'replay' })).toMatchObject({ status: 'playing', time: 0, run: state.run + 1 })
  })

  it('under reduced motion plays without motion: every line stays shown and the level never moves', () => {
    const still = initialState({ hasAudio: false, reducedMotion: true })
    const playing = run(still, { type: 'toggle' }, { type: 'tick', time: 5 })
    const shown = view(playing, lines)
    expect(shown.lines.every((line) => !line.hidden)).toBe(true)
    expect(shown).toMatchObject({ current: 1, speaking: true, animate: false })
    // The visitor changes the setting mid-call: the motion stops at once.
    const moving = run(playing, { type: 'reducedMotion', value: false })
    expect(view(moving, lines).animate).toBe(true)
    expect(view(run(moving, { type: 'reducedMotion', value: true }), lines).animate).toBe(false)
  })

  it('with a recording, the recording ends the call, not the transcript’s length', () => {
    const withAudio = initialState({ hasAudio: true, reducedMotion: false })
    const late = run(withAudio, { type: 'toggle' }, { type: 'tick', time: 60 })
    expect(late).toMatchObject({ status: 'playing', time: 60 })
    expect(run(late, { type: 'ended' })).toMatchObject({ status: 'ended', time: 60 })
  })

  it('when the recording will not play, the transcript plays alone and ends on its own', () => {
    const failed = run(
      initialState({ hasAudio: true, reducedMotion: false }),
      { type: 'toggle' },
      { type: 'audioFailed' },
    )
    expect(failed).toMatchObject({ status: 'playing', audio: 'failed' })
    expect(run(failed, { type: 'tick', time: 60 }).status).toBe('ended')
  })

  it('ignores a clock that is not a number and one before the call starts', () => {
    const playing = run(noAudio, { type: 'toggle' })
    expect(run(playing, { type: 'tick', time: Number.NaN })).toBe(playing)
    expect(run(playing, { type: 'tick', time: -3 }).time).toBe(0)
  })
})
