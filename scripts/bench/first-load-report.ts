/** First-load JavaScript of every prerendered route against a bare Next page built the same way. */
import path from 'node:path'
import { BASELINE_DIR, baselineHtml } from './baseline'
import { FIRST_LOAD_BUDGET, firstLoadOf, firstLoads, kib, overBudget } from './first-load'

export function benchFirstLoad(): string[] {
  const baseline = firstLoadOf(path.join(BASELINE_DIR, '.next'), 'bare Next page', baselineHtml())
  const budget = FIRST_LOAD_BUDGET * baseline.bytes
  const lines = [
    `First-load JavaScript (gzip, <script src> chunks of the prerendered HTML); budget ${FIRST_LOAD_BUDGET} × the bare page = ${kib(budget)} KiB`,
    `  ${'route'.padEnd(56)} ${'size'.padStart(10)}  ${'ratio'.padStart(6)}  headroom`,
    `  ${'bare Next App Router page'.padEnd(56)} ${kib(baseline.bytes).padStart(6)} KiB  (${baseline.chunks.length} chunks)`,
  ]
  const routes = firstLoads()
  const over = new Set(overBudget(routes, baseline.bytes))
  for (const route of routes) {
    const ratio = route.bytes / baseline.bytes
    lines.push(
      `  ${route.route.padEnd(56)} ${kib(route.bytes).padStart(6)} KiB  ×${ratio.toFixed(3)}  ${kib(budget - route.bytes).padStart(6)} KiB${over.has(route) ? '  OVER' : ''}`,
    )
  }
  const largest = routes.reduce((a, b) => (b.bytes > a.bytes ? b : a), routes[0]!)
  if (largest) {
    lines.push(
      `  Largest first load: ${largest.route}, ×${(largest.bytes / baseline.bytes).toFixed(3)}; headroom to ${FIRST_LOAD_BUDGET}×: ${kib(budget - largest.bytes)} KiB`,
    )
  }
  return lines
}
