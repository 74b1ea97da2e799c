import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { E2E_MAIL_DIR } from './mail-dir'

/**
 * "Have the AI receptionist call me" in Chromium, against the built site and the Vapi stand-in
 * (tests/fixtures/fake-voice-api.ts, configured by tests/e2e/voice.env): the stand-in answers the
 * call, moves it through ringing and in progress to ended, and sends its end-of-call report to
 * the site, which then emails sales the lead (the .eml default). Each test comes from its own
 * network (x-forwarded-for: the site trusts a proxy on this machine), so the per-visitor limit of
 * one test never refuses another's.
 */

/** A number of the reserved 555-01xx range that this run has not called yet. */
const freshNumber = () => {
  const area = ['212', '646', '718', '917', '347'][Math.floor(Math.random() * 5)]!
  return `(${area}) 555-01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`
}

async function openForm(page: Page, network: number, url = '/ai-receptionist') {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${network}` })
  await page.goto(url)
  const section = page.locator('[data-section="callMe"]')
  await section.scrollIntoViewIfNeeded()
  return section
}

async function fill(section: ReturnType<Page['locator']>, phone: string, consent = true) {
  await section.getByLabel('Phone number').fill(phone)
  await section.getByLabel('First name').fill('Dana')
  await section.getByLabel('Kind of business (optional)').fill('Dental practice')
  if (consent)
    await section.getByLabel('Kestrel AI will call this number once with an AI agent; the call may be recorded').check()
}

test('the visitor follows the call to its end, books the consultation, and sales gets the call with the lead', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const section = await openForm(page, 61)
  const phone = freshNumber()
  const digits = phone.replace(/\D/g, '')
  await fill(section, phone)
  await section.getByRole('button', { name: 'Call me now' }).click()

  await expect(section.getByRole('heading', { name: `Calling +1 ••• ••• ${digits.slice(-4)} now` })).toBeVisible()
  await expect(section.getByRole('status')).toHaveText('Ringing: pick up when your phone rings', { timeout: 10_000 })
  await expect(section.getByRole('status')).toHaveText('In progress', { timeout: 10_000 })
  await expect(section.getByRole('heading', { name: 'The call has ended' })).toBeVisible({ timeout: 10_000 })

  await section.getByRole('button', { name: 'Book your free consultation' }).click()
  await expect(page.getByRole('dialog', { name: 'Book your free 30-minute consultation' })).toBeVisible()

  // The report came back to the site; the lead's email carries the call.
  let mail: Awaited<ReturnType<typeof simpleParser>> | undefined
  await expect(async () => {
    for (const name of readdirSync(E2E_MAIL_DIR).filter((file) => file.endsWith('.eml'))) {
      const raw = readFileSync(path.join(E2E_MAIL_DIR, name))
      if (raw.includes(`+1${digits}`)) mail = await simpleParser(raw)
    }
    expect(mail).toBeDefined()
  }).toPass({ timeout: 20_000 })
  expect(mail!.subject).toBe('New lead: Dana, Dental practice (phone call)')
  expect(mail!.text).toContain(`Phone:    +1${digits}`)
  expect(mail!.text).toContain('Consent:')
  expect(mail!.text).toContain('Summary:\nDana asked about pricing')
  expect(mail!.text).toContain('Transcript:\nAI: Hi Dana, this is the Kestrel AI receptionist.')
})

test('every refusal is a message on the form: consent, a number it will not call, the same number again', async ({
  page,
}) => {
  const section = await openForm(page, 62, '/voice-chat')
  const phone = freshNumber()

  await fill(section, phone, false)
  await section.getByRole('button', { name: 'Call me now' }).click()
  await expect(section.getByText('Please tick the box to agree to the call')).toBeVisible()

  await fill(section, '+1 900 555 0100')
  await section.getByRole('button', { name: 'Call me now' }).click()
  const field = section.getByLabel('Phone number')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(
    section.getByText('We cannot call premium-rate, shared-cost or toll-free numbers.', { exact: false }),
  ).toBeVisible()

  await field.fill('+44 20 7946 0958')
  await section.getByRole('button', { name: 'Call me now' }).click()
  await expect(section.getByText('We can only call numbers in the United States and Canada.')).toBeVisible()

  // Called once from another network; this visitor asks for the same number.
  const other = await page.context().request.post('/api/call-me', {
    headers: { 'x-forwarded-for': '198.51.100.63', origin: new URL(page.url()).origin },
    data: { phone, firstName: 'Sam', consent: true },
  })
  expect(other.status()).toBe(201)
  await field.fill(phone)
  await section.getByRole('button', { name: 'Call me now' }).click()
  await expect(
    section.getByText('We already called this number in the last 24 hours. Each number gets one call a day.'),
  ).toBeVisible()
})

test('when calls are paused for the day the form offers the chat and the scheduler', async ({ page }) => {
  const section = await openForm(page, 64, '/')
  // The site's cap (CALL_ME_DAILY_CAP) is the server's, tested with the database; here its answer.
  await page.route('**/api/call-me', (route) =>
    route.fulfill({
      status: 429,
      json: {
        ok: false,
        reason: 'capped',
        error: 'Calls are paused for today. Chat with us or book a consultation instead.',
      },
    }),
  )
  await fill(section, freshNumber())
  await section.getByRole('button', { name: 'Call me now' }).click()
  const alert = section.getByRole('alert')
  await expect(alert).toContainText('Calls are paused for today.')
  await alert.getByRole('link', { name: 'Chat with Michael' }).click()
  await expect(page.getByRole('dialog', { name: /^Chat with/ })).toBeVisible()
})
