/**
 * How many of a page's scripts Lighthouse's simulated LCP counts (`npm run audit` prints it for
 * each run). Lantern, Lighthouse's simulator, rebuilds the LCP from the load it watched: a script
 * counts when it had finished downloading and had started running before the largest paint seen
 * there; one that arrived in time but ran later is known not to have held the paint back, and one
 * still downloading is left out. On localhost that makes the simulated LCP a race between the
 * page's first paint and its scripts (docs/benchmarks.md, "Reading the scores").
 */
import type { TraceEvent } from './long-tasks'

export type ScriptsInLcp = { counted: number; total: number }

/** The parts of a trace event the count reads: requests, their ends, and scripts run. */
export type NetworkTraceEvent = Pick<TraceEvent, 'name' | 'ts' | 'args'>

const isScript = (data: { url?: string; resourceType?: string }) =>
  data.resourceType === 'Script' || /\.m?js(?:\?|$)/.test(data.url ?? '')

/**
 * Of the scripts requested before the largest paint (`lcpTs`, on the trace's clock), how many had
 * both arrived and started running by then. Each script counts once, by address: a later fetch of
 * the same file (the service worker's precache) is not the page's load.
 */
export function scriptsInLcp(events: NetworkTraceEvent[], lcpTs: number): ScriptsInLcp {
  const finished = new Map<string, number>()
  const firstRun = new Map<string, number>()
  /** Each script's first request before the paint: its id and when it was sent. */
  const requested = new Map<string, { requestId: string; ts: number }>()
  for (const event of events) {
    const data = event.args?.data
    if (!data) continue
    if (event.name === 'ResourceFinish' && data.requestId && !finished.has(data.requestId))
      finished.set(data.requestId, event.ts)
    if (event.name === 'EvaluateScript' && data.url && event.ts < (firstRun.get(data.url) ?? Infinity))
      firstRun.set(data.url, event.ts)
    if (event.name === 'ResourceSendRequest' && event.ts <= lcpTs && data.url && data.requestId && isScript(data)) {
      const earlier = requested.get(data.url)
      if (!earlier || event.ts < earlier.ts) requested.set(data.url, { requestId: data.requestId, ts: event.ts })
    }
  }
  let counted = 0
  for (const [url, { requestId }] of requested) {
    const arrived = (finished.get(requestId) ?? Infinity) <= lcpTs
    // A script with no run recorded at all, Lantern keeps too.
    const ran = (firstRun.get(url) ?? -Infinity) <= lcpTs
    if (arrived && ran) counted++
  }
  return { counted, total: requested.size }
}
