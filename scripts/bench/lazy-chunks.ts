/**
 * What the visitor's browser fetches: every script a page loads by the time it is idle, then
 * what the first key press brings (the toast library), then the scripts that arrive when the
 * chat, the booking dialog and the voice chat are first opened.
 */
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { seedSiteSettings } from '../../tests/e2e/seed'
import { CHROMIUM, CHROMIUM_FLAGS } from '../../tests/fixtures/chromium'
import { gzipBytes, kib, staticFile } from './first-load'

const DIST = path.join(process.cwd(), '.next')
const total = (srcs: string[]) => srcs.reduce((sum, src) => sum + gzipBytes(staticFile(DIST, src)), 0)
const describe = (srcs: string[]) =>
  `${kib(total(srcs)).padStart(6)} KiB: ${srcs.map((src) => `${path.basename(src)} ${kib(gzipBytes(staticFile(DIST, src)))}`).join(', ') || 'nothing new'}`

/** Why a step cannot run against this build, or null when it can. */
type Unavailable = (page: Page) => Promise<string | null>
type Step = { label: string; path: string; unavailable?: Unavailable; open: (page: Page) => Promise<void> }

const steps = (): Step[] => [
  {
    label: 'chat ("Talk to an AI Agent")',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Talk to an AI Agent' }).first().click()
      await page.getByRole('dialog').first().waitFor()
    },
  },
  {
    label: 'booking (closing CTA)',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: seedSiteSettings().closingCta.buttonLabel }).click()
      await page.getByRole('dialog', { name: 'Book your free 30-minute consultation' }).waitFor()
    },
  },
  {
    label: 'voice (Start on /voice-chat)',
    path: '/voice-chat',
    // Voice settings are read at build time: `npm run build` without them shows no Start button.
    unavailable: async (page) =>
      (await page.getByRole('button', { name: 'Start voice chat' }).count()) === 0
        ? 'not in this build (built without NEXT_PUBLIC_VAPI_PUBLIC_KEY; `npm run build:e2e` builds with the test key)'
        : null,
    // The voice API points nowhere: the call fails, but the SDK has loaded by then.
    open: async (page) => {
      await page.getByRole('button', { name: 'Start voice chat' }).click()
      await page.getByRole('alert').first().waitFor({ timeout: 20_000 })
    },
  },
]

export async function benchLazyChunks(url: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
  const lines = ['Scripts the browser fetches (gzip): at load (idle), then on first opening']
  try {
    for (const step of steps()) {
      const page = await browser.newPage()
      const fetched: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (request.resourceType() === 'script' && pathname.startsWith('/_next/static/')) fetched.push(pathname)
      })
      await page.goto(url + step.path, { waitUntil: 'networkidle' })
      const atLoad = [...new Set(fetched)]
      // The visitor's first key or tap fetches the toast library (components/layout/site-toaster.tsx),
      // whatever it opens: counted once here, not against the dialog that happens to be first.
      await page.keyboard.press('Shift')
      await page.waitForLoadState('networkidle')
      const interacted = [...new Set(fetched)]
      const firstInteraction = interacted.filter((src) => !atLoad.includes(src))
      lines.push(`  ${step.path.padEnd(12)} at load ${kib(total(atLoad)).padStart(6)} KiB (${atLoad.length} scripts)`)
      lines.push(`    ${'first key or tap (toasts)'.padEnd(30)} + ${describe(firstInteraction)}`)
      const reason = await step.unavailable?.(page)
      if (reason) {
        lines.push(`    ${step.label.padEnd(30)}   ${reason}`)
        await page.close()
        continue
      }
      await step.open(page)
      await page.waitForLoadState('networkidle')
      lines.push(
        `    ${step.label.padEnd(30)} + ${describe([...new Set(fetched)].filter((src) => !interacted.includes(src)))}`,
      )
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return lines
}
