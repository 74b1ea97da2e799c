import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ROUTES } from './route-list'
import { seedArticles } from './seed-articles'

const EXPECTED: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /(^|, )microphone=\(self\)(,|$)/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-site$/,
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

const blogPost = `/blog/${seedArticles('post')[0]!.slug}`

for (const route of [...ROUTES, blogPost, '/offline', '/service-worker.js', '/sitemap.xml', '/feed.xml', '/api/chat']) {
  test(`${route} answers with the security headers`, async ({ request }) => {
    const response = await request.get(route, { maxRedirects: 0 })
    const headers = response.headers()
    for (const [name, pattern] of Object.entries(EXPECTED)) expect(headers[name], name).toMatch(pattern)
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['permissions-policy']).toContain('geolocation=()')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).not.toContain('unsafe-eval')
    const policy = directives(csp)
    // No Sanity project in the e2e build: nobody may frame the site.
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
    // Only the configured services: the voice API (the local fake) and its call library, and the
    // booking provider (the booking dialog asks whether it can be reached before it waits on its frame).
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3110',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://cal.com',
    ])
    expect(policy.get('frame-src')).toEqual(['https://cal.com'])
    expect(csp).not.toMatch(/openai/i)
  })
}

test('/studio has its own policy: still no eval and not frameable', async ({ request }) => {
  const response = await request.get('/studio')
  const csp = response.headers()['content-security-policy'] ?? ''
  expect(csp).not.toContain('unsafe-eval')
  expect(directives(csp).get('frame-ancestors')).toEqual(["'none'"])
  expect(directives(csp).get('connect-src')).toContain('https://*.api.sanity.io')
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['cross-origin-resource-policy']).toBe('same-site')
})

/** Collects every CSP violation the page reports (event and console), from before the first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = [])
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ]
}

test.describe('no CSP violations while a visitor uses the site', () => {
  test.use({ reducedMotion: 'reduce' })

  test.beforeEach(async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${((testInfo.title.length * 7) % 250) + 1}` })
  })

  for (const route of ['/', '/pricing', '/voice-chat', blogPost]) {
    test(`${route}`, async ({ page }) => {
      const violations = await watchViolations(page)
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await violations()).toEqual([])
    })
  }

  test('/chat with the chat open and a reply streamed', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/chat')
    await page.getByRole('banner').getByRole('button', { name: 'Talk to an AI Agent' }).click()
    const dialog = page.getByRole('dialog', { name: /^Chat with/ })
    const input = dialog.getByRole('textbox', { name: /^Message/ })
    await input.fill('How much does it cost?')
    await input.press('Enter')
    await expect(input).toBeEnabled({ timeout: 20_000 })
    await expect(dialog.getByRole('listitem').last()).toContainText('Starter')
    expect(await violations()).toEqual([])
  })

  test('/contact submitted', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/contact')
    const form = page.locator('main form')
    await form.getByLabel('Name').fill('Casey Policy')
    await form.getByLabel('Email').fill(`casey+${Date.now()}@example.com`)
    await form.getByLabel('Company').fill('Policy Co')
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/gpt-lead')),
      form.getByRole('button').first().click(),
    ])
    expect(saved.status()).toBe(201)
    await expect(page).toHaveURL(/\/thank-you$/)
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })

  test('the booking dialog frames the booking provider', async ({ page }) => {
    const violations = await watchViolations(page)
    // The provider, stubbed at the network layer: the dialog asks it first (connect-src), then frames it (frame-src).
    await page.route('https://cal.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Scheduler</title>' }),
    )
    await page.goto('/about')
    await page.getByRole('button', { name: /book/i }).last().click()
    const dialog = page.getByRole('dialog', { name: 'Book your free 30-minute consultation' })
    await expect(dialog.locator('iframe')).toBeAttached()
    // Loaded: the provider answered and the frame is shown, not the way around it.
    await expect(dialog.getByRole('status')).toHaveCount(0)
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await page.waitForTimeout(500)
    expect(await violations()).toEqual([])
  })

  test('/studio is not blocked by our policy (it may still fail offline)', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/studio')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_000)
    expect(await violations()).toEqual([])
  })
})
