import AxeBuilder from '@axe-core/playwright'
import type { ConsoleMessage, Page } from '@playwright/test'
import { RENDER_ALL_ATTRIBUTE } from '../../components/layout/deferred-rendering'
import { expect, test } from './fixtures'
import { ROUTES } from './route-list'
import { seedHeroHeading } from './seed'
import { seedArticles } from './seed-articles'

/** WCAG 2.2 AA, as axe-core tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page, include?: string) {
  // Blocks below the first screen render only as they come near the viewport
  // (components/layout/deferred-rendering.ts), and inside one not rendered yet Chromium's
  // getComputedStyle keeps the colours from before a theme switch. No visitor sees those: a block is
  // restyled as it comes into view. So axe checks the page with every block rendered.
  await page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), RENDER_ALL_ATTRIBUTE)
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`,
  )
}

// Each test is its own visitor for the per-address request limits.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `192.0.2.${((testInfo.title.length * 13 + testInfo.workerIndex * 31) % 250) + 1}`,
  })
})

// Said by the test harness itself (the suite blocks service workers), not by the site.
const HARNESS = /^Service Worker registration blocked by Playwright/

/** Console errors and warnings and uncaught exceptions on `page`, from now on. */
function consoleProblems(page: Page) {
  const messages: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !HARNESS.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}

/** The CMS page a route shows: /trynow is the contact page under another address. */
const pageSlug = (route: string) => (route === '/trynow' ? 'contact' : route === '/' ? '/' : route.slice(1))

/** The one address here that must not exist. */
const NOT_FOUND = '/does-not-exist'

/**
 * Every route, in both themes: its one page heading from the CMS, WCAG 2.2 AA, and a clean console (no error or warning from the
 * response headers to hydration, the theme switch and idle time: an unknown Permissions-Policy
 * feature once logged one on every page). The newest post and news item of the seed are checked
 * the same way, under their titles. Each must answer 200: a page that 404s would be checked as the
 * 404 page and pass. Only NOT_FOUND answers 404, and is checked for WCAG only: the browser logs its
 * status as a failed load.
 */
test.describe('every route shows its heading, meets WCAG 2.2 AA and logs nothing', () => {
  // Axe checks colour contrast on what is painted: no entrance animations half-way through.
  test.use({ reducedMotion: 'reduce' })
  const articleTitles = new Map(
    [seedArticles('post')[0]!, seedArticles('newsItem')[0]!].map((article) => [
      `/${article._type === 'post' ? 'blog' : 'news'}/${article.slug}`,
      article.title,
    ]),
  )
  for (const route of [...ROUTES, ...articleTitles.keys(), NOT_FOUND, '/offline']) {
    test(`${route} (light, then dark)`, async ({ page }) => {
      const logged = consoleProblems(page)
      // The site is dark by default whatever the system says: start from a stored 'light'.
      await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'))
      const response = await page.goto(route)
      expect(response?.status(), `${route} answers`).toBe(route === NOT_FOUND ? 404 : 200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (ROUTES.includes(route)) {
        const heading = seedHeroHeading(pageSlug(route))
        expect(heading, `the seed dataset has no page "${pageSlug(route)}" with a hero heading`).toBeTruthy()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      }
      const articleTitle = articleTitles.get(route)
      if (articleTitle) await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleTitle)
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
      expect(await violations(page), 'light theme').toEqual([])

      await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click()
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      expect(await violations(page), 'dark theme').toEqual([])

      if (route !== NOT_FOUND) {
        await page.waitForLoadState('networkidle')
        expect(logged, 'console').toEqual([])
      }
    })
  }
})

test.describe('open dialogs and menus meet WCAG 2.2 AA', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the chat dialog, then its lead form', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Talk to an AI Agent' }).click()
    const dialog = page.getByRole('dialog', { name: /^Chat with/ })
    await expect(dialog).toBeVisible()
    expect(await violations(page)).toEqual([])

    const input = dialog.getByRole('textbox', { name: /^Message/ })
    await input.fill("I'd like a demo, here are my details")
    await input.press('Enter')
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible({ timeout: 20_000 })
    expect(await violations(page)).toEqual([])
  })

  test('the lead form on /contact, with its validation message', async ({ page }) => {
    await page.goto('/contact')
    expect(await violations(page)).toEqual([])
    await page.locator('main form').getByLabel('Name').fill('Dana Reyes')
    await page.locator('main form').getByRole('button').first().click()
    await expect(page.getByText('Missing Information')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('the booking dialog', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: /book/i }).last().click()
    await expect(page.getByRole('dialog', { name: 'Book your free 30-minute consultation' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

    test('the mobile menu, with a sub-menu expanded', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeVisible()
      expect(await violations(page)).toEqual([])
      await nav.getByRole('button', { name: 'Products' }).click()
      await expect(nav.getByRole('link', { name: 'AI Voice Chat' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('the chat dialog as a full-width sheet', async ({ page }) => {
      await page.goto('/pricing')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('button', { name: 'Talk to an AI Agent' }).click()
      await expect(page.getByRole('dialog', { name: /^Chat with/ })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })
})

test.describe('keyboard only', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a visitor reaches Michael, chats and leaves their details without a mouse', async ({ page }) => {
    await page.goto('/')
    const talk = page.getByRole('banner').getByRole('button', { name: 'Talk to an AI Agent' })
    let reached = false
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await talk.evaluate((el) => el === document.activeElement)
    }
    expect(reached, 'Tab reaches "Talk to an AI Agent" in the header').toBe(true)
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: /^Chat with/ })
    const input = dialog.getByRole('textbox', { name: /^Message/ })
    await expect(input).toBeFocused()
    await page.keyboard.type('How much does the AI Receptionist cost?')
    await page.keyboard.press('Enter')
    await expect(input).toHaveValue('')
    await expect(input).toBeEnabled({ timeout: 20_000 })
    await expect(input).toBeFocused()

    await page.keyboard.type("I'd like a demo, here are my details")
    await page.keyboard.press('Enter')
    const name = dialog.getByRole('textbox', { name: 'Name' })
    await expect(name).toBeFocused({ timeout: 20_000 })
    await page.keyboard.type('Kim Keyboard')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await page.keyboard.type(`kim+${Date.now()}@keys.example`)
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('textbox', { name: 'Company' })).toBeFocused()
    await page.keyboard.type('Keys Ltd')

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/gpt-lead') && res.request().method() === 'POST',
    )
    await page.keyboard.press('Enter')
    expect((await saved).status()).toBe(201)
    await expect(page.getByText('Your information has been submitted.')).toBeVisible()
    await expect(name).toHaveCount(0)
    // Focus stays in the dialog, ready for the next message.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(talk).toBeFocused()
  })
})
