import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedSiteSettings } from './seed'

test('a keyboard user books a consultation from the closing call to action', async ({ page }) => {
  const { closingCta, bookingUrl } = seedSiteSettings()
  await stubScheduler(page)
  // The seed always has one; the dialog without a booking URL (its contact-page fallback) is
  // covered by components/booking/booking-dialog.test.tsx.
  expect(bookingUrl, 'the seed site settings have a booking URL').toBeTruthy()
  await page.goto('/')
  const cta = page.getByRole('button', { name: closingCta.buttonLabel })
  // The dialog is not part of the page until asked for.
  await expect(page.locator('dialog')).toHaveCount(0)

  // Keyboard only: Tab through the page to the call to action.
  let reached = false
  for (let i = 0; i < 300 && !reached; i++) {
    await page.keyboard.press('Tab')
    reached = await cta.evaluate((el) => el === document.activeElement)
  }
  expect(reached, 'Tab reaches the closing call to action').toBe(true)

  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Book your free 30-minute consultation' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', bookingUrl!)
  await expect(dialog.locator('iframe')).toHaveAttribute('title', /.+/)
  await expect(dialog.getByRole('link', { name: /^Open the booking page/ })).toHaveAttribute('href', bookingUrl!)
  // Focus starts inside the modal dialog.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cta).toBeFocused()
})

test('the close button closes the dialog and a second open works', async ({ page }) => {
  const { closingCta } = seedSiteSettings()
  await stubScheduler(page)
  await page.goto('/about')
  const cta = page.getByRole('button', { name: closingCta.buttonLabel })
  await cta.click()
  const dialog = page.getByRole('dialog', { name: 'Book your free 30-minute consultation' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await cta.click()
  await expect(dialog).toBeVisible()
})

/** The scheduling provider, stubbed at the network layer (every other outside host is aborted). */
async function stubScheduler(page: Page) {
  await page.route('https://cal.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Scheduler</title><h1>Pick a time</h1>',
    }),
  )
}

const bookingDialog = (page: Page) => page.getByRole('dialog', { name: 'Book your free 30-minute consultation' })

/** The calendar's address as the dialog opened it, and its prefill parameters. */
async function openedCalendar(page: Page) {
  const frame = bookingDialog(page).locator('iframe')
  await expect(frame).toBeVisible()
  await expect(bookingDialog(page).getByRole('status')).toHaveCount(0)
  const src = new URL((await frame.getAttribute('src'))!)
  return { page: `${src.origin}${src.pathname}`, prefill: Object.fromEntries(src.searchParams) }
}

test("the hero's 'Book a free consultation' opens the scheduler, not the contact page", async ({ page }) => {
  const { bookingUrl } = seedSiteSettings()
  await stubScheduler(page)
  await page.goto('/')
  const hero = page.getByRole('main').getByRole('link', { name: 'Book a free consultation' }).first()
  // Before the page's JavaScript runs it is a link to the contact page.
  await expect(hero).toHaveAttribute('href', '/contact')
  await hero.click()
  expect(await openedCalendar(page)).toEqual({ page: bookingUrl, prefill: {} })
  await expect(page).toHaveURL(/\/$/)
  await page.keyboard.press('Escape')
  await expect(hero).toBeFocused()
})

test('after the contact form, the thank-you page and every Book open the scheduler with the details filled in', async ({
  page,
}) => {
  const { bookingUrl, closingCta } = seedSiteSettings()
  await stubScheduler(page)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.231' })
  await page.goto('/contact')
  const form = page.locator('main form')
  const email = `mara.booking+${Date.now()}@example.com`
  await form.getByLabel('Name').fill('Mara Quinn')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Company').fill('Quinn Plumbing')
  await form.getByRole('button').first().click()
  await expect(page).toHaveURL(/\/thank-you$/)
  const expected = { name: 'Mara Quinn', email, notes: 'Company: Quinn Plumbing' }

  await page.getByRole('main').getByRole('link', { name: 'Pick a time now' }).click()
  expect(await openedCalendar(page)).toEqual({ page: bookingUrl, prefill: expected })
  await page.keyboard.press('Escape')

  // The closing section on another page, in the same visit.
  await page.goto('/pricing')
  await page.getByRole('button', { name: closingCta.buttonLabel }).click()
  expect(await openedCalendar(page)).toEqual({ page: bookingUrl, prefill: expected })
})

test('when the scheduler cannot load, the dialog says so and offers the direct link, the email and the contact form', async ({
  page,
}) => {
  const { bookingUrl, closingCta } = seedSiteSettings()
  // No stub: the provider is blocked, as an ad blocker or a company firewall would.
  await page.goto('/about')
  const cta = page.getByRole('button', { name: closingCta.buttonLabel })
  await cta.click()
  const dialog = bookingDialog(page)
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('The calendar is not loading.')
  await expect(dialog.locator('iframe')).toHaveCount(0)
  await expect(alert.getByRole('link', { name: /^Open the booking page/ })).toHaveAttribute('href', bookingUrl!)
  await expect(alert.getByRole('link', { name: 'hello@kestrel-ai.com' })).toHaveAttribute(
    'href',
    'mailto:hello@kestrel-ai.com',
  )
  await expect(alert.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact')
  // Focus is inside the dialog, and Tab reaches its controls.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Tab')
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cta).toBeFocused()
})
