import { expect, test } from './fixtures'
import { seedSiteSettings } from './seed'

test('a keyboard user books a consultation from the closing call to action', async ({ page }) => {
  const { closingCta, bookingUrl } = seedSiteSettings()
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
