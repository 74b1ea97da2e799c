import { type Browser, type BrowserContext, chromium, type Page, type Request } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The voice chat on /voice-chat, end to end in Chromium. The server is built and started with
 * tests/e2e/voice.env: a test key, the assistant 'e2e-assistant', and the voice API at the local
 * fake (tests/fixtures/fake-voice-api.ts), which refuses every POST /call/web with a 500.
 *
 * Each test launches its own Chromium: the microphone flags must be set at launch.
 */

const HTTPS_MESSAGE =
  "Voice chat requires a secure connection (HTTPS). Please ensure you're accessing the site via HTTPS."
const START_FAILED = 'Failed to initialize voice chat service. Please try again later.'
const MIC_DENIED = 'Microphone access was denied. Please enable microphone permissions in your browser settings.'

const FAKE_MICROPHONE = '--use-fake-device-for-media-stream'
const INSECURE_HOST = 'voice.insecure.test'
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Chromium with the project's launch options, its host rules replaced, plus `extraArgs`. */
async function launchChromium(extraArgs: string[], mapHosts: string[] = []): Promise<Browser> {
  const { launchOptions = {} } = test.info().project.use
  const args = (launchOptions.args ?? []).filter((arg) => !arg.startsWith('--host-resolver-rules='))
  // The first matching rule wins: the mapped test hosts, then every other name fails to resolve.
  const rules = [
    ...mapHosts.map((host) => `MAP ${host} 127.0.0.1`),
    'MAP * ~NOTFOUND',
    'EXCLUDE localhost',
    'EXCLUDE 127.0.0.1',
  ]
  return chromium.launch({
    ...launchOptions,
    args: [...args, `--host-resolver-rules=${rules.join(' , ')}`, ...extraArgs],
  })
}

/** Like the shared fixture: requests to other machines are aborted, and remembered so a test can assert none. */
async function keepLocal(context: BrowserContext, extraHosts: string[] = []) {
  const allowed = new Set([...LOCAL_HOSTS, ...extraHosts])
  const leaked: string[] = []
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (allowed.has(new URL(url).hostname)) return route.fallback()
    leaked.push(url)
    return route.abort('blockedbyclient')
  })
  return leaked
}

/** Chromium with a fake microphone the page may use, and a page of it that keeps its requests local. */
async function pageWithMicrophone(baseURL: string | undefined) {
  const browser = await launchChromium([FAKE_MICROPHONE, '--use-fake-ui-for-media-stream'])
  try {
    const context = await browser.newContext({ baseURL })
    await context.grantPermissions(['microphone'])
    const leaked = await keepLocal(context)
    return { browser, page: await context.newPage(), leaked }
  } catch (error) {
    await browser.close()
    throw error
  }
}

/** The voice chat on the page (Next's route announcer is another role=alert). */
const voiceChat = (page: Page) => page.locator('#voice-chat')

/** Whether a script is the voice SDK's chunk: it carries the call library's call-machine loader. */
async function isVoiceSdk(page: Page, url: string) {
  // Fetched again from 127.0.0.1: the test runner does not know the browser's mapped host names.
  const local = new URL(url)
  local.hostname = '127.0.0.1'
  const response = await page.request.get(local.href)
  return (await response.text()).includes('call-machine')
}

/** Presses Start with the keyboard, as a keyboard-only visitor would. */
async function pressStart(page: Page) {
  await voiceChat(page).getByRole('button', { name: 'Start voice chat' }).focus()
  await page.keyboard.press('Enter')
}

test.describe('voice chat', () => {
  test('on an insecure origin it asks for HTTPS and loads no voice SDK', async ({ baseURL }) => {
    const browser = await launchChromium([FAKE_MICROPHONE], [INSECURE_HOST])
    try {
      const context = await browser.newContext()
      const leaked = await keepLocal(context, [INSECURE_HOST])
      const page = await context.newPage()
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      const port = new URL(baseURL!).port
      await page.goto(`http://${INSECURE_HOST}:${port}/voice-chat`)
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false)

      const loadedBeforeStart = scripts.length
      await pressStart(page)
      await expect(voiceChat(page).getByRole('alert')).toHaveText(HTTPS_MESSAGE)
      await expect(voiceChat(page).getByRole('button', { name: 'Start voice chat' })).toBeFocused()
      await expect(voiceChat(page).locator('[data-voice-state]')).toHaveAttribute('data-voice-state', 'idle')
      // The check failed before the SDK (and its call library) was fetched.
      for (const url of scripts.slice(loadedBeforeStart)) expect(await isVoiceSdk(page, url)).toBe(false)
      expect(leaked).toEqual([])
    } finally {
      await browser.close()
    }
  })

  test('a start whose POST /call/web fails shows the failure message and returns to idle', async ({ baseURL }) => {
    const { browser, page, leaked } = await pageWithMicrophone(baseURL)
    try {
      const requests: Request[] = []
      page.on('request', (request) => requests.push(request))
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))

      const html = await (await page.goto('/voice-chat'))!.text()
      await expect(voiceChat(page).getByRole('status')).toHaveText(/Press Start/)
      await page.waitForLoadState('networkidle')
      const beforeStart = requests.length

      const createCall = page.waitForRequest(
        (request) => request.url().endsWith('/call/web') && request.method() === 'POST',
      )
      await pressStart(page)
      const post = await createCall
      expect(new URL(post.url()).host).toBe('127.0.0.1:3110')
      expect(await post.headerValue('authorization')).toBe('Bearer e2e-public-key')
      expect(post.postDataJSON()).toMatchObject({ assistantId: 'e2e-assistant' })

      await expect(voiceChat(page).getByRole('alert')).toHaveText(START_FAILED)
      const start = voiceChat(page).getByRole('button', { name: 'Start voice chat' })
      await expect(start).toBeVisible()
      await expect(start).toBeFocused()
      await expect(voiceChat(page).locator('[data-voice-state]')).toHaveAttribute('data-voice-state', 'idle')
      await expect(voiceChat(page).getByRole('button', { name: 'Mute microphone' })).toHaveCount(0)

      // What pressing Start fetched: the call panel and the SDK, neither named by the page's HTML.
      await page.waitForLoadState('networkidle')
      const onStart = requests.slice(beforeStart).filter((r) => r.resourceType() === 'script')
      const sdk = []
      for (const request of onStart) {
        expect(html).not.toContain(new URL(request.url()).pathname.split('/').pop())
        if (await isVoiceSdk(page, request.url())) sdk.push(request.url())
      }
      expect(sdk).toHaveLength(1)
      let bytes = 0
      for (const request of onStart) bytes += (await request.sizes()).responseBodySize
      test.info().annotations.push({
        type: 'voice chunks loaded on Start',
        description: `${onStart.length} scripts, ${(bytes / 1024).toFixed(1)} KiB as transferred: ${onStart.map((r) => new URL(r.url()).pathname).join(', ')}`,
      })

      expect(errors).toEqual([])
      expect(leaked).toEqual([])
      expect(requests.every((request) => LOCAL_HOSTS.has(new URL(request.url()).hostname))).toBe(true)
    } finally {
      await browser.close()
    }
  })

  test('a denied microphone shows the NotAllowedError message and creates no call', async ({ baseURL }) => {
    // A fake microphone, but no auto-accepted prompt: the permission is denied.
    const browser = await launchChromium([FAKE_MICROPHONE, '--deny-permission-prompts'])
    try {
      const context = await browser.newContext({ baseURL })
      const leaked = await keepLocal(context)
      const page = await context.newPage()
      const calls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/call/web')) calls.push(request.url())
      })

      await page.goto('/voice-chat')
      await pressStart(page)
      await expect(voiceChat(page).getByRole('alert')).toHaveText(MIC_DENIED)
      await expect(voiceChat(page).getByRole('button', { name: 'Start voice chat' })).toBeVisible()
      await expect(voiceChat(page).locator('[data-voice-state]')).toHaveAttribute('data-voice-state', 'idle')
      expect(calls).toEqual([])
      expect(leaked).toEqual([])
    } finally {
      await browser.close()
    }
  })

  test('a press on Start before the scripts have run starts one call once they have', async ({ baseURL }) => {
    const { browser, page, leaked } = await pageWithMicrophone(baseURL)
    try {
      // Every script file arrives 2 s late: the visitor presses the button they can already see.
      await page.route('**/_next/static/**/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000))
        await route.fallback()
      })
      const calls: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/call/web') && request.method() === 'POST') calls.push(request.url())
      })

      await page.goto('/voice-chat', { waitUntil: 'domcontentloaded' })
      await pressStart(page)
      // The fake voice API refuses the call: the press reached it.
      await expect(voiceChat(page).getByRole('alert')).toHaveText(START_FAILED, { timeout: 20_000 })
      await expect(voiceChat(page).locator('[data-voice-state]')).toHaveAttribute('data-voice-state', 'idle')
      await page.waitForLoadState('networkidle')
      // One press, one call asked for.
      expect(calls).toHaveLength(1)
      expect(leaked).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
