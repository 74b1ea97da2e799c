/** First-load JavaScript of every prerendered route against a bare Next page built the same way. */
import path from 'node:path'
import { BASELINE_DIR, baselineHtml } from './baseline'
import { firstLoadOf, firstLoads, kib } from './first-load'

export function benchFirstLoad(): string[] {
  const baseline = firstLoadOf(path.join(BASELINE_DIR, '.next'), 'bare Next page', baselineHtml())
  const lines = [`First-load JavaScript (gzip, <script src> chunks of the prerendered HTML); budget 1.15 × the bare page`]
  lines.push(`  ${'bare Next App Router page'.padEnd(56)} ${kib(baseline.bytes).padStart(6)} KiB  (${baseline.chunks.length} chunks)`)
  for (const route of firstLoads()) {
    const ratio = route.bytes / baseline.bytes
    lines.push(`  ${route.route.padEnd(56)} ${kib(route.bytes).padStart(6)} KiB  ×${ratio.toFixed(3)}${ratio > 1.15 ? '  OVER' : ''}`)
  }
  return lines
}
