import type { ConsoleMessage } from '@playwright/test'
import { expect, test } from './fixtures'
import { ROUTES } from './route-list'

/**
 * A visitor's console stays clean: no error or warning on any route, from the response headers
 * (an unknown Permissions-Policy feature logged one on every page) to hydration and idle time.
 */

// Said by the test harness itself (the suite blocks service workers), not by the site.
const HARNESS = /^Service Worker registration blocked by Playwright/

for (const route of ROUTES) {
  test(`${route} logs no console error or warning`, async ({ page }) => {
    const messages: string[] = []
    const record = (message: ConsoleMessage) => {
      if ((message.type() === 'error' || message.type() === 'warning') && !HARNESS.test(message.text())) {
        messages.push(`${message.type()}: ${message.text()}`)
      }
    }
    page.on('console', record)
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await page.waitForLoadState('networkidle')
    expect(messages).toEqual([])
  })
}
