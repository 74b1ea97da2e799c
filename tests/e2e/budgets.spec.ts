import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BASELINE_DIR, baselineHtml } from '../../scripts/bench/baseline'
import {
  FIRST_LOAD_BUDGET,
  firstLoadOf,
  firstLoads,
  kib,
  overBudget,
  prerenderedRoutes,
  staticFile,
} from '../../scripts/bench/first-load'
import { wrapModuleFactories } from '../../scripts/eager-compile'
import { expect, test } from './fixtures'

/**
 * The site's size budgets (docs/benchmarks.md) over the build this run serves (bytes, not time):
 * first-load JavaScript within 1.1 × a bare Next page built the same way, no lazy feature's
 * code in any first load, images sized and served in modern formats, the font preloaded with
 * font-display: swap. `npm run bench` prints the same figures.
 */
const DIST = path.join(process.cwd(), '.next')

/** Distinctive strings of the code that must load only when the visitor asks for it. */
const LAZY_CODE: Record<string, string> = {
  'chat dialog': 'Minimise chat',
  'voice call panel': 'Captions appear here as you talk.',
  '@vapi-ai/web': 'api.vapi.ai',
  '@daily-co/daily-js': 'DailyIframe',
  'booking dialog': 'Calendar not loading?',
  'lead form': 'Leave this field empty',
  'toasts (sonner)': 'data-sonner-toaster',
  'Sanity Studio': 'sanity-studio',
  'Portable Text editor': 'PortableTextEditor',
  'staff inbox': 'Code from your authenticator app',
  'call demo player': 'Replay call',
  // Recorded after the page is up (components/layout/navigation-status.tsx): not worth a first load.
  'lead attribution recorder': 'lead-attribution',
}

test.describe('budgets', () => {
  test.describe.configure({ mode: 'serial' })
  const routes = firstLoads(DIST)

  test(`no route loads more than ${FIRST_LOAD_BUDGET} × the JavaScript of a bare Next page`, () => {
    test.setTimeout(300_000) // builds the bare page once when missing (.next-baseline/)
    expect(routes.length).toBeGreaterThan(10)
    const baseline = firstLoadOf(path.join(BASELINE_DIR, '.next'), 'bare', baselineHtml())
    const over = overBudget(routes, baseline.bytes).map((r) => `${r.route}: ${kib(r.bytes)} KiB`)
    expect(
      over,
      `budget ${kib(FIRST_LOAD_BUDGET * baseline.bytes)} KiB (bare page ${kib(baseline.bytes)} KiB)`,
    ).toEqual([])
  })

  test('no chat, voice, booking, form, call demo, Studio, editor or staff code in any first load', () => {
    const allChunks = readdirSync(path.join(DIST, 'static', 'chunks')).filter((f) => f.endsWith('.js'))
    const contents = (file: string) => readFileSync(file, 'utf8')
    for (const [feature, marker] of Object.entries(LAZY_CODE)) {
      // The marker identifies the feature's code: it is somewhere in the build…
      expect(
        allChunks.some((f) => contents(path.join(DIST, 'static', 'chunks', f)).includes(marker)),
        `${feature} marker`,
      ).toBe(true)
    }
    const offenders = new Set<string>()
    for (const route of routes)
      for (const src of route.chunks)
        for (const [feature, marker] of Object.entries(LAZY_CODE))
          if (contents(staticFile(DIST, src)).includes(marker)) offenders.add(`${route.route}: ${feature} (${src})`)
    // …and in no chunk a page loads first.
    expect([...offenders]).toEqual([])
  })

  test("the first load's modules compile as their scripts download: each module factory is a parenthesised function", () => {
    // npm run build rewrites Turbopack's arrow-function factories (scripts/eager-compile.ts). A chunk
    // format it no longer recognises (after an upgrade of Next) shows here as no factory found.
    const chunks = [...new Set(routes.flatMap((route) => route.chunks))]
    const results = chunks.map((src) => ({ src, ...wrapModuleFactories(readFileSync(staticFile(DIST, src), 'utf8')) }))
    expect(results.reduce((sum, r) => sum + r.factories, 0)).toBeGreaterThan(100)
    expect(
      results.filter((r) => r.wrapped > 0 || r.error).map((r) => `${r.src}: ${r.error ?? `${r.wrapped} left`}`),
    ).toEqual([])
  })

  test("Michael's search index runs on the server only: MiniSearch is in no browser chunk", () => {
    // An error message of MiniSearch's own, kept by any minifier.
    const marker = 'MiniSearch: document with'
    const files = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    const holds = (dir: string) => files(dir).filter((f) => readFileSync(path.join(dir, f), 'utf8').includes(marker))
    expect(holds(path.join(DIST, 'server')).length, 'the server build holds it').toBeGreaterThan(0)
    expect(holds(path.join(DIST, 'static'))).toEqual([])
  })

  test("images are drawn on the server: next/image's client component is in no browser chunk", () => {
    // The attribute next/image's component sets on its <img>, in its code only (getImageProps,
    // which the site draws images with, does not set it).
    const marker = 'data-nimg'
    const component = readFileSync(path.join('node_modules', 'next', 'dist', 'client', 'image-component.js'), 'utf8')
    expect(component, 'the marker identifies the component').toContain(marker)
    const chunks = readdirSync(path.join(DIST, 'static'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.js'),
    )
    expect(chunks.filter((f) => readFileSync(path.join(DIST, 'static', f), 'utf8').includes(marker))).toEqual([])
  })

  test('toasts (sonner) load on the first interaction, not while the page starts up', async ({ page }) => {
    const sonnerLoaded = async () => {
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .flatMap((entry) => (entry.name.includes('/_next/static/chunks/') ? [new URL(entry.name).pathname] : [])),
      )
      return scripts.some((src) => readFileSync(staticFile(DIST, src), 'utf8').includes(LAZY_CODE['toasts (sonner)']!))
    }
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(await sonnerLoaded()).toBe(false)
    await page.mouse.click(5, 300)
    await expect.poll(sonnerLoaded).toBe(true)
  })

  test('images are sized and served as AVIF or WebP', async ({ request }) => {
    const sources = new Set<string>()
    const unsized: string[] = []
    for (const { route, file } of prerenderedRoutes(DIST)) {
      for (const [img] of readFileSync(file, 'utf8').matchAll(/<img\b[^>]*>/g)) {
        const src = /\ssrc="([^"]+)"/.exec(img)?.[1]?.replaceAll('&amp;', '&') ?? ''
        const sized = /\swidth="\d+"/.test(img) && /\sheight="\d+"/.test(img)
        if (!(sized || img.includes('data-nimg="fill"')) || !(src.startsWith('/_next/image?') || src.endsWith('.svg')))
          unsized.push(`${route}: ${img.slice(0, 160)}`)
        if (src.startsWith('/_next/image?')) sources.add(src)
      }
    }
    expect(unsized).toEqual([])
    expect(sources.size).toBeGreaterThan(0)
    for (const src of [...sources].slice(0, 12)) {
      const response = await request.get(src, {
        headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
      })
      expect(response.status(), src).toBe(200)
      expect(response.headers()['content-type'], src).toMatch(/^image\/(avif|webp)$/)
    }
  })

  test('the font is preloaded and swaps in (font-display: swap)', () => {
    // Every page of ours (Next's own _global-error page has its own bare document). Next emits
    // no font preload for the 404 page (_not-found): it still swaps, and the font is cached by then.
    for (const { route, file } of prerenderedRoutes(DIST).filter((r) => r.route !== '/_global-error')) {
      const html = readFileSync(file, 'utf8')
      if (route !== '/_not-found')
        expect(html, route).toMatch(/<link rel="preload" href="\/_next\/static\/media\/[^"]+\.woff2" as="font"/)
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g)].map(
        (m) => m[1]!,
      )
      // Faces with a downloaded file (the size-adjusted local() fallbacks have nothing to swap).
      const faces = sheets
        .flatMap((href) => readFileSync(staticFile(DIST, href), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [])
        .filter((face) => face.includes('url('))
      expect(faces.length, route).toBeGreaterThan(0)
      for (const face of faces) expect(face, route).toContain('font-display:swap')
    }
  })
})
