/**
 * What the long tasks of a Lighthouse run were busy with (`npm run audit` prints them for each
 * page's median run): Lighthouse's `long-tasks` audit gives each task's simulated length only;
 * the trace it recorded tells what the task did.
 */
export type LongTask = { duration: number; work: string }

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; requestId?: string; resourceType?: string } }
}

/** The trace events that say what a task was busy with, in words. */
const WORK: Record<string, string> = {
  'DocumentLoader::CommitNavigation': 'opening the document',
  ParseHTML: 'parsing HTML',
  ParseAuthorStyleSheet: 'parsing CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  EvaluateScript: 'running',
  FunctionCall: 'running',
  TimerFire: 'running',
  'v8.compile': 'compiling',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
}

/**
 * The main-thread tasks of 50 ms or more at the simulated phone's speed (Lighthouse's `long-tasks`
 * audit), each with what it spent its time on: the two largest kinds of work in it and the script
 * it ran, read from the trace Lighthouse recorded. The audit gives simulated times only, so each
 * is found in the trace by its length: Lantern scales a task by the CPU slowdown, or by half of it
 * when the task laid out the page. TBT is the sum of their time beyond 50 ms between the first
 * paint and interactivity; a task that straddles the simulated first paint counts in one run and
 * not in the next (docs/benchmarks.md).
 */
export function longTasksOf(
  lhr: {
    audits: Record<string, { details?: unknown }>
    configSettings: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } }
  },
  trace: TraceEvent[],
): LongTask[] {
  type Task = { duration: number }
  const tasks = (lhr.audits['long-tasks']?.details as { debugData?: { tasks?: Task[] } })?.debugData?.tasks ?? []
  // Lantern scales a task by the slowdown, or half of it for one that laid out the page; under
  // devtools throttling the trace's tasks ran slowed already and the audit gives them as they were.
  const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4
  const scales = lhr.configSettings.throttlingMethod === 'devtools' ? [1] : [slowdown, slowdown / 2]
  const fcp = trace.find((e) => e.name === 'firstContentfulPaint')
  const main = trace.filter((e) => e.pid === fcp?.pid && e.tid === fcp?.tid && e.ph === 'X' && e.dur)
  const runTasks = main.filter((e) => e.name === 'RunTask')
  const used = new Set<TraceEvent>()
  return tasks.map(({ duration }) => {
    const scaled = (e: TraceEvent) =>
      Math.min(...scales.map((m) => Math.abs(Math.round((e.dur! / 1000) * m) - duration)))
    const task = runTasks.filter((e) => !used.has(e) && scaled(e) < 1).sort((a, b) => scaled(a) - scaled(b))[0]
    if (!task) return { duration, work: 'not found in the trace' }
    used.add(task)
    const time = new Map<string, number>()
    let script: string | undefined
    for (const e of main) {
      const work = WORK[e.name]
      if (!work || e.ts < task.ts || e.ts >= task.ts + task.dur!) continue
      time.set(work, (time.get(work) ?? 0) + e.dur!)
      const url = String(e.args?.data?.url ?? '')
      if (work === 'running' && /\.js(\?|$)/.test(url) && !script) script = url.split('?')[0]!.split('/').pop()
    }
    const kinds = [...time]
      .filter(([, t]) => t > 0.2 * task.dur!)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([work]) => (work === 'running' ? `running ${script ?? 'inline scripts'}` : work))
    return { duration, work: kinds.join(', ') || 'other' }
  })
}
