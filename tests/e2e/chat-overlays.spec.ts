import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedDocuments } from './seed'

/**
 * What lies over what when the chat is open: toasts never cover the chat nor block a control, and
 * the floating chat keeps clear of the footer.
 */
const michael = seedDocuments().find((doc) => doc._type === 'chatAssistant') as unknown as { name: string }
const LEAD_ASK = "I'd like a demo, here are my details"

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The controls of `scope` a visitor could click, each scrolled to (as a visitor would) and checked to receive a click at its centre. */
async function blockedControls(scope: Locator) {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input:not([tabindex="-1"]), textarea')).flatMap(
      (element) => {
        element.scrollIntoView({ block: 'nearest', behavior: 'instant' })
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return []
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit && (hit === element || element.contains(hit))
          ? []
          : [`${element.outerHTML.slice(0, 80)} is under ${hit?.outerHTML.slice(0, 80)}`]
      },
    ),
  )
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

async function scrollHalfway(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }))
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300)
}

/** A visitor scrolls down at (x, y): a swipe on phones, the mouse wheel on desktops. */
async function scrollAt(page: Page, { x, y, mobile }: { x: number; y: number; mobile: boolean }) {
  if (mobile) {
    // A finger drawn 300px up the screen.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let step = 1; step <= 10; step++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 30 }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  } else {
    await page.mouse.move(x, y)
    await page.mouse.wheel(0, 300)
  }
  // Long enough for the page to have moved, had it scrolled.
  await page.waitForTimeout(400)
}

/** The page stays put while a modal is open, and scrolls again once it is closed. */
async function expectScrollLocked(
  page: Page,
  { at, mobile, close }: { at: { x: number; y: number }; mobile: boolean; close: () => Promise<void> },
) {
  const before = await scrollY(page)
  await scrollAt(page, { ...at, mobile })
  expect(await scrollY(page)).toBe(before)
  await close()
  await scrollAt(page, { ...at, mobile })
  expect(await scrollY(page)).toBeGreaterThan(before)
}

const chatDialog = (page: Page) => page.getByRole('dialog', { name: `Chat with ${michael.name}` })

async function openChat(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Talk to an AI Agent' }).click()
  await expect(chatDialog(page)).toBeVisible()
  return chatDialog(page)
}

// Each test talks from its own address, so the per-IP limits never couple tests.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  })
})

for (const size of SIZES) {
  test.describe(`${size.name} (${size.viewport.width}px)`, () => {
    test.use({
      viewport: size.viewport,
      isMobile: 'isMobile' in size,
      hasTouch: 'hasTouch' in size,
      reducedMotion: 'reduce',
    })
    const mobile = size.name === 'mobile'

    test("the lead form's toasts show inside the chat, read out, and cover none of it", async ({ page }) => {
      await page.goto('/')
      const dialog = await openChat(page, mobile)
      await dialog.getByRole('textbox', { name: `Message ${michael.name}` }).fill(LEAD_ASK)
      await page.keyboard.press('Enter')
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible({ timeout: 20_000 })

      await dialog.getByRole('button', { name: 'Send details' }).click()
      // In a live region of the dialog, so screen readers hear it; no toast over the page.
      const notice = dialog.locator('[aria-live]').filter({ hasText: 'Missing Information' })
      await expect(notice).toContainText('Please fill in all fields.')
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
      expect(await blockedControls(dialog)).toEqual([])
      await expect(dialog.getByText('Company is required')).toBeInViewport()

      await dialog.getByRole('textbox', { name: 'Name' }).fill('Dana Reyes')
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`dana+${Date.now()}@reyes-dental.example`)
      await dialog.getByRole('textbox', { name: 'Company' }).fill('Reyes Dental')
      await dialog.getByRole('button', { name: 'Send details' }).click()
      await expect(dialog.locator('[aria-live]').filter({ hasText: 'Success!' })).toContainText(
        'Your information has been submitted.',
      )
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
      expect(await blockedControls(dialog)).toEqual([])

      // The notice goes after as long as a toast shows.
      await expect(dialog.getByText('Success!')).toHaveCount(0, { timeout: 8_000 })
    })

    test('the page does not scroll behind the booking dialog', async ({ page }) => {
      await page.goto('/')
      await scrollHalfway(page)
      await page.getByRole('button', { name: 'Book your free consultation' }).click()
      const booking = page.getByRole('dialog', { name: 'Book your free 30-minute consultation' })
      await expect(booking).toBeVisible()
      // Over the backdrop, beside the dialog.
      await expectScrollLocked(page, {
        at: { x: 6, y: size.viewport.height / 2 },
        mobile,
        close: () => page.keyboard.press('Escape'),
      })
      await expect(booking).toBeHidden()
    })

    test(`the page does not scroll behind the chat${mobile ? ', expanded' : ''}`, async ({ page }) => {
      await page.goto('/')
      await scrollHalfway(page)
      const dialog = await openChat(page, mobile)
      if (mobile) await dialog.getByRole('button', { name: 'Expand chat' }).click()
      // Over the chat's header on phones (the sheet fills the screen), over the backdrop on desktops.
      const header = (await dialog.getByRole('heading', { name: `Chat with ${michael.name}` }).boundingBox())!
      const at = mobile ? { x: header.x + 4, y: header.y + header.height / 2 } : { x: 6, y: size.viewport.height / 2 }
      await expectScrollLocked(page, {
        at,
        mobile,
        close: () => dialog.getByRole('button', { name: 'Close chat' }).click(),
      })
    })

    test("on /chat the floating button and the minimised chat keep clear of the footer's last row", async ({
      page,
    }) => {
      await page.goto('/chat')
      const lastRow = page.locator('[data-footer-last-row]')
      const bottom = () =>
        page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      const clear = async (floating: Locator) => {
        // Where the page ends once it has settled: the row makes room when the bar appears, and the
        // bar slides in.
        await expect
          .poll(async () => {
            await bottom()
            const box = (await floating.boundingBox())!
            const covered: string[] = []
            for (const link of await lastRow.getByRole('link').all())
              if (overlap(box, (await link.boundingBox())!)) covered.push((await link.textContent()) ?? '')
            return covered
          })
          .toEqual([])
        expect(await blockedControls(lastRow)).toEqual([])
      }
      const button = page.getByRole('button', { name: `Chat with ${michael.name}` })
      await clear(button)

      await button.click()
      await chatDialog(page).getByRole('button', { name: 'Minimise chat' }).click()
      await clear(page.locator('[data-floating-chat]:not([hidden])'))
    })

    test('a toast while the chat is minimised shows above the minimised bar', async ({ page }) => {
      await page.route('**/api/chat', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
      })
      await page.goto('/')
      const dialog = await openChat(page, mobile)
      await dialog.getByRole('textbox', { name: `Message ${michael.name}` }).fill('What does it cost?')
      await page.keyboard.press('Enter')
      await dialog.getByRole('button', { name: 'Minimise chat' }).click()
      const bar = page.locator('[data-floating-chat]:not([hidden])')
      const toast = page.locator('[data-sonner-toast]')
      await expect(toast).toContainText('Failed to get a response. Please try again.')
      await expect.poll(async () => overlap((await toast.boundingBox())!, (await bar.boundingBox())!)).toBe(false)
      expect(await blockedControls(bar)).toEqual([])
    })
  })
}

test.describe('in both themes', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' })

  test('the notice in the chat meets WCAG 2.2 AA', async ({ page }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    )
    await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'))
    await page.goto('/')
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click()
      const dialog = await openChat(page, false)
      await dialog.getByRole('textbox', { name: `Message ${michael.name}` }).fill('What does it cost?')
      await page.keyboard.press('Enter')
      await expect(dialog.locator('[aria-live]').filter({ hasText: 'Error' })).toContainText(
        'Failed to get a response. Please try again.',
      )
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .include('dialog[open]')
        .analyze()
      expect(
        violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
        theme,
      ).toEqual([])
      await dialog.getByRole('button', { name: 'Close chat' }).click()
    }
  })
})
