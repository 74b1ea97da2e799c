/**
 * `npm run audit`: Lighthouse (mobile, its defaults) over a few routes of the built site, which
 * it starts itself (run `npm run build` first). Prints the four category scores and LCP, TBT and
 * CLS per route, and the same for a bare Next page built the same way (the machine's floor).
 * Chromium runs as the end-to-end tests run it: headless and offline.
 *
 * `--runs=N` (default 3) audits each route N times and prints the median run (by performance
 * score), as Lighthouse's docs advise: one run varies by several points on a busy machine.
 *
 * Lighthouse scales the CPU time it observes by a fixed 4x, so the scores depend on the host. The
 * audit ends with the host's benchmark index and the slowdown Lighthouse's calibration gives for
 * it; `--cpu-slowdown=X` audits with that slowdown instead of 4x.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM, CHROMIUM_FLAGS } from '../tests/fixtures/chromium'
import { startBaselineSite } from './bench/baseline'
import { calibratedCpuSlowdown } from './bench/cpu-slowdown'
import { firstLoads } from './bench/first-load'
import { percentile } from './bench/load'
import { option } from './bench/options'
import { requireBuild, startSite } from './bench/server'

requireBuild()
const runs = Number(option('runs') ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1')
const slowdownArg = option('cpu-slowdown')
const cpuSlowdown = slowdownArg === undefined ? undefined : Number(slowdownArg)
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown must be a number of at least 1')
const blogPost = firstLoads().find((r) => /^\/blog\/(?!page\/|category\/)/.test(r.route))?.route ?? '/blog'
const routes = ['/', '/pricing', '/voice-chat', '/chat', blogPost]
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Run = { scores: number[]; lcp: number; tbt: number; cls: number; benchmarkIndex: number; runtimeError?: string }

async function audit(port: number, url: string): Promise<Run> {
  const throttling = cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], ...throttling })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories: scores, audits } = result.lhr
  return {
    scores: categories.map((id) => Math.round((scores[id]?.score ?? 0) * 100)),
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    runtimeError: result.lhr.runtimeError?.message,
  }
}

function median(all: Run[]): Run {
  return [...all].sort((a, b) => a.scores[0]! - b.scores[0]!)[Math.floor(all.length / 2)]!
}

const benchmarkIndexes: number[] = []

/** Audits one address `runs` times and prints its median run. */
async function report(port: number, label: string, url: string) {
  const all: Run[] = []
  for (let i = 0; i < runs; i++) all.push(await audit(port, url))
  benchmarkIndexes.push(...all.map((r) => r.benchmarkIndex))
  const run = median(all)
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8)
  const spread = all.length > 1 ? `   (perf ${Math.min(...all.map((r) => r.scores[0]!))}–${Math.max(...all.map((r) => r.scores[0]!))})` : ''
  console.log(`  ${label.padEnd(44)} ${run.scores.map((s) => String(s).padStart(4)).join('  ')}  ${ms(run.lcp)}  ${ms(run.tbt)} ${run.cls.toFixed(3).padStart(7)}${spread}`)
  if (run.runtimeError) console.log(`    runtime error: ${run.runtimeError}`)
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
try {
  const cpu = cpuSlowdown === undefined ? '' : `, CPU ${cpuSlowdown}x`
  console.log(`Lighthouse (mobile${cpu}), median of ${runs} run${runs === 1 ? '' : 's'}`.padEnd(48) + ' perf  a11y  best   seo      LCP       TBT     CLS')
  const site = await startSite({})
  try {
    for (const route of routes) await report(chrome.port, route, `${site.url}${route}`)
  } finally {
    await site.stop()
  }
  const baseline = await startBaselineSite()
  try {
    await report(chrome.port, 'bare Next App Router page (the floor)', `${baseline.url}/`)
  } finally {
    await baseline.stop()
  }
} finally {
  chrome.kill()
}
const index = percentile([...benchmarkIndexes].sort((a, b) => a - b), 50)
const calibrated = calibratedCpuSlowdown(index)
console.log(
  `\nThis machine's Lighthouse benchmark index: ${Math.round(index)} (median of ${benchmarkIndexes.length}). ` +
    (calibrated === undefined
      ? 'Too slow for Lighthouse to emulate its reference phone.'
      : `The mobile preset's 4x fits about 1533; Lighthouse's calibration gives ${calibrated.toFixed(1)}x here (--cpu-slowdown=${calibrated.toFixed(1)}).`),
)
