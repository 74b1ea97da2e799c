import { describe, expect, it } from 'vitest'
import { longTasksOf, type TraceEvent } from '@/scripts/bench/long-tasks'

const PID = 7
const TID = 1
/** A complete event on the page's main thread, `at` and `ms` in milliseconds. */
const event = (name: string, at: number, ms: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ts: at * 1000,
  dur: ms * 1000,
  pid: PID,
  tid: TID,
  ...(url ? { args: { data: { url } } } : {}),
})

const trace: TraceEvent[] = [
  { name: 'firstContentfulPaint', ph: 'R', ts: 300_000, pid: PID, tid: TID },
  // The first paint's task: laid out, so Lantern scales it by half the slowdown (45 ms -> 90 ms).
  event('RunTask', 100, 45),
  event('UpdateLayoutTree', 100, 12),
  event('Layout', 112, 28),
  event('Paint', 140, 4),
  // The framework's chunk: 37 ms -> 148 ms.
  event('RunTask', 400, 37),
  event('EvaluateScript', 400, 36.5, 'http://127.0.0.1:3000/_next/static/chunks/framework.js?v=1'),
  event('v8.compile', 401, 3),
  // The same work in another renderer (another page): never matched.
  { ...event('RunTask', 500, 20), pid: 8 },
]

const lhr = (durations: number[], cpuSlowdownMultiplier = 4) => ({
  audits: { 'long-tasks': { details: { debugData: { tasks: durations.map((duration) => ({ duration })) } } } },
  configSettings: { throttling: { cpuSlowdownMultiplier } },
})

describe('longTasksOf (npm run audit)', () => {
  it('finds each simulated long task in the trace by its scaled length and says what it did', () => {
    expect(longTasksOf(lhr([148, 90]), trace)).toEqual([
      { duration: 148, work: 'running framework.js' },
      { duration: 90, work: 'layout, style' },
    ])
  })

  it('follows the slowdown the run used', () => {
    expect(longTasksOf(lhr([370], 10), trace)).toEqual([{ duration: 370, work: 'running framework.js' }])
  })

  it('says so when a task is not in the trace, and matches each trace task once', () => {
    expect(longTasksOf(lhr([80, 148, 148]), trace)).toEqual([
      { duration: 80, work: 'not found in the trace' },
      { duration: 148, work: 'running framework.js' },
      { duration: 148, work: 'not found in the trace' },
    ])
  })

  it('under devtools throttling, finds each task by the length it ran, already slowed', () => {
    const devtools = {
      ...lhr([37, 45]),
      configSettings: { throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: 4 } },
    }
    expect(longTasksOf(devtools, trace)).toEqual([
      { duration: 37, work: 'running framework.js' },
      { duration: 45, work: 'layout, style' },
    ])
  })

  it('lists nothing for a run without long tasks', () => {
    expect(longTasksOf({ audits: {}, configSettings: {} }, trace)).toEqual([])
  })
})
