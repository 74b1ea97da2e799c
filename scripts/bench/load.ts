/** A bounded closed-loop load generator: `clients` workers, each sending until `total` are sent. */

export type LoadResult = {
  sent: number
  ok: number
  failed: number
  statuses: Record<number, number>
  seconds: number
  perSecond: number
  p50: number
  p99: number
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return 0
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)
  return sortedMs[Math.max(0, index)]!
}

export async function runLoad(options: {
  clients: number
  total: number
  send: (index: number) => Promise<Response>
  isOk?: (response: Response) => boolean
}): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let next = 0
  let ok = 0
  let failed = 0
  const started = performance.now()

  async function worker() {
    while (next < options.total) {
      const index = next++
      const t0 = performance.now()
      try {
        const response = await options.send(index)
        await response.arrayBuffer()
        latencies.push(performance.now() - t0)
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
        if ((options.isOk ?? ((r) => r.ok))(response)) ok++
        else failed++
      } catch {
        failed++
      }
    }
  }
  await Promise.all(Array.from({ length: options.clients }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    sent: options.total,
    ok,
    failed,
    statuses,
    seconds,
    perSecond: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

export const formatLoad = (label: string, r: LoadResult) =>
  `${label.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   ${r.ok}/${r.sent} ok${r.failed ? `, statuses ${JSON.stringify(r.statuses)}` : ''}`
