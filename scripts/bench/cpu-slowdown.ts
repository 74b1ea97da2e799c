/**
 * The CPU slowdown that makes this machine emulate Lighthouse's reference phone, from the
 * machine's Lighthouse benchmark index (`lhr.environment.benchmarkIndex`). Lighthouse's mobile
 * preset always multiplies the CPU time it observes by 4, which fits a host indexed about 1533.
 * For other hosts its throttling docs point to its CPU throttling calculator, whose table this
 * is: 150 = 1x, 800 = 2x, 1300 = 3x, then one more x per 233 points. (Lighthouse itself warns
 * below 1000, and its PageSpeed Insights config runs with 1.2x on its own hosts.)
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500
  return 3 + (benchmarkIndex - 1300) / 233
}
