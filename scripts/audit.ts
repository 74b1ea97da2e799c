/**
 * `npm run audit`: Lighthouse (mobile, its defaults) over a few routes of the built site, which
 * it starts itself (run `npm run build` first). Prints the four category scores and LCP, TBT and
 * CLS per route. Chromium runs as the end-to-end tests run it: headless and offline.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM, CHROMIUM_FLAGS } from '../tests/fixtures/chromium'
import { firstLoads } from './bench/first-load'
import { requireBuild, startSite } from './bench/server'

requireBuild()
const blogPost = firstLoads().find((r) => /^\/blog\/(?!page\/|category\/)/.test(r.route))?.route ?? '/blog'
const routes = ['/', '/pricing', '/voice-chat', '/chat', blogPost]
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const site = await startSite({})
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
try {
  console.log(`Lighthouse ${'(mobile)'.padEnd(38)} perf  a11y  best   seo      LCP       TBT     CLS`)
  for (const route of routes) {
    const result = await lighthouse(`${site.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
    const { categories: scores, audits } = result.lhr
    const score = (id: string) => String(Math.round((scores[id]?.score ?? 0) * 100)).padStart(4)
    const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`.padStart(8)
    const cls = (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(7)
    console.log(`  ${route.padEnd(44)} ${categories.map(score).join('  ')}  ${ms('largest-contentful-paint')}  ${ms('total-blocking-time')} ${cls}`)
    if (result.lhr.runtimeError) console.log(`    runtime error: ${result.lhr.runtimeError.message}`)
  }
} finally {
  chrome.kill()
  await site.stop()
}
