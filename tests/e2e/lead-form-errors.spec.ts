import type { Locator, Page } from '@playwright/test'
import { openChatLeadForm } from './chat-lead-form'
import { expect, test } from './fixtures'

const LIMITED = 'Too many submissions from your network. Please try again in a few minutes.'
const PHONE_ERROR = 'Enter a valid phone number, with the country code if it is not a US number'

type Seen = { toasts: string[]; invalidEvents: string[] }

/**
 * Records, from the page's first script on, every toast that appears (its text, even once it
 * has gone or while another hides it) and every `invalid` event: the browser fires one on each
 * field its own check stops, and shows its bubble then.
 */
async function watchMessages(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen = { toasts: [], invalidEvents: [] }
    Object.assign(window, { __seen: seen })
    document.addEventListener(
      'invalid',
      (event) => seen.invalidEvents.push((event.target as HTMLInputElement).name),
      true,
    )
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue
          for (const toast of [node, ...node.querySelectorAll('[data-sonner-toast]')])
            if (toast.matches('[data-sonner-toast]')) seen.toasts.push(toast.textContent ?? '')
        }
    }).observe(document, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen)
}

/** Whether the element's centre shows the element itself: nothing (a toast, a popup) lies on top of it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center' })
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && element.contains(top)
  })

// Each test is its own network, so the per-network limit never couples tests.
const address = (n: number) => `198.51.100.${200 + n}`

async function expectFieldError(form: Locator, label: string, message: string | null) {
  const field = form.getByLabel(label, { exact: true })
  if (message === null) {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field).not.toHaveAttribute('aria-describedby', /.+/)
    return
  }
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator(`[id="${await field.getAttribute('aria-describedby')}"]`)).toHaveText(message)
}

/** Submits empty, then fixes the fields one by one: each error leaves as soon as its field is valid. */
async function fixFieldsOneByOne(form: Locator, submit: Locator) {
  await submit.click()
  await expectFieldError(form, 'Name', 'Name is required')
  await expectFieldError(form, 'Email', 'Email is required')
  await expectFieldError(form, 'Company', 'Company is required')

  await form.getByLabel('Name', { exact: true }).fill('Dana Reyes')
  await expectFieldError(form, 'Name', null)
  await form.getByLabel('Company', { exact: true }).fill('Reyes Plumbing')
  await expectFieldError(form, 'Company', null)
  await expectFieldError(form, 'Email', 'Email is required')

  // Not an address yet: the error stays until it is one, and says what is wrong now.
  await form.getByLabel('Email', { exact: true }).fill('dana@')
  await expectFieldError(form, 'Email', 'Enter a valid email address')
  await form.getByLabel('Email', { exact: true }).fill('dana@reyesplumbing.com')
  await expectFieldError(form, 'Email', null)
}

test('on /contact, each field’s error clears as soon as the field is valid', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address(1) })
  await page.goto('/contact')
  const form = page.locator('main form')
  await fixFieldsOneByOne(form, form.getByRole('button').first())
})

test('in the chat’s lead form, each field’s error clears as soon as the field is valid', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address(2) })
  const dialog = await openChatLeadForm(page)
  const form = dialog.locator('form').filter({ has: page.getByRole('textbox', { name: 'Company' }) })
  await fixFieldsOneByOne(form, dialog.getByRole('button', { name: 'Send details' }))
})

test('on /contact, a short name, a wrong email and no company: one message per field, no toast, nothing on top', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address(4) })
  const seen = await watchMessages(page)
  let posted = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gpt-lead')) posted++
  })
  await page.goto('/contact')
  const form = page.locator('main form')
  const email = form.getByLabel('Email', { exact: true })
  // The email keeps its type (the right keyboard, autofill); the form, not the browser, says what is wrong.
  await expect(email).toHaveAttribute('type', 'email')
  await expect(form).toHaveAttribute('novalidate', '')

  await form.getByLabel('Name', { exact: true }).fill('A')
  await email.fill('not-an-email')
  await form.getByRole('button').first().click()

  // A one-letter name is a name; the email and the company each have one message, beside them.
  await expectFieldError(form, 'Email', 'Enter a valid email address')
  await expectFieldError(form, 'Company', 'Company is required')
  await expectFieldError(form, 'Name', null)
  await expectFieldError(form, 'Phone (optional)', null)
  await expectFieldError(form, 'Message (optional)', null)
  await expect(form.getByText('Enter a valid email address')).toHaveCount(1)
  await expect(form.getByText('Company is required')).toHaveCount(1)
  await expect(form.getByRole('alert')).toHaveCount(0)
  await expect(email).toBeFocused()
  // The browser still knows the email is none; it ran no check of its own, so showed no bubble.
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
  expect((await seen()).invalidEvents).toEqual([])
  expect(await uncovered(form.getByText('Enter a valid email address'))).toBe(true)
  expect(posted).toBe(0)

  // Now only the company is missing: its message stays, the email's goes, and the toast says so.
  await email.fill('dana@reyesplumbing.com')
  await expectFieldError(form, 'Email', null)
  await form.getByRole('button').first().click()
  await expect(page.locator('[data-sonner-toast]').getByText('Missing Information')).toBeVisible()
  await expect(form.getByLabel('Company', { exact: true })).toBeFocused()
  await expect(form.getByText('Company is required')).toHaveCount(1)
  // That toast is the only one shown since the page opened: the first submission showed none.
  expect((await seen()).toasts).toEqual([expect.stringContaining('Missing Information')])
  expect((await seen()).invalidEvents).toEqual([])
  expect(posted).toBe(0)
})

test('on /contact, a phone that is not a number is answered beside the phone, then the lead is sent', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address(5) })
  const seen = await watchMessages(page)
  await page.goto('/contact')
  const form = page.locator('main form')
  const phone = form.getByLabel('Phone (optional)', { exact: true })
  await form.getByLabel('Name', { exact: true }).fill('Dana Reyes')
  await form.getByLabel('Email', { exact: true }).fill('dana@reyesplumbing.com')
  await form.getByLabel('Company', { exact: true }).fill('Reyes Plumbing')
  await phone.fill('555-0147')
  await form.getByLabel('Message (optional)', { exact: true }).fill('We miss calls after 5pm.')

  const refused = page.waitForResponse((r) => r.url().endsWith('/api/gpt-lead'))
  await form.getByRole('button').first().click()
  expect((await refused).status()).toBe(400)
  await expectFieldError(form, 'Phone (optional)', PHONE_ERROR)
  await expect(form.getByText(PHONE_ERROR)).toHaveCount(1)
  await expect(form.getByRole('alert')).toHaveCount(0)
  await expect(phone).toBeFocused()
  await expect(phone).toHaveValue('555-0147')

  // Edited, the message goes; sent, the lead is stored and the success toast is the only toast.
  await phone.fill('(212) 555-0147')
  await expectFieldError(form, 'Phone (optional)', null)
  const [sent, saved] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/gpt-lead') && r.method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/gpt-lead')),
    form.getByRole('button').first().click(),
  ])
  expect(saved.status()).toBe(201)
  expect(sent.postDataJSON()).toMatchObject({ phone: '(212) 555-0147', message: 'We miss calls after 5pm.' })
  await expect(page).toHaveURL(/\/thank-you$/)
  // The thank-you page is a client-side navigation: the record of this page's toasts goes on.
  expect((await seen()).toasts).toEqual([expect.stringContaining('Success!')])
})

test('a network over its limit reads the server’s message and keeps what it typed', async ({ page, request }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address(3) })
  for (let i = 0; i < 8; i++) {
    const answer = await request.post('/api/gpt-lead', {
      headers: { 'x-forwarded-for': address(3) },
      data: {
        name: 'Filler',
        email: `filler${i}@example.com`,
        company: 'Filler',
        idempotencyKey: `limit-${Date.now()}-${i}`,
      },
    })
    expect(answer.status()).toBe(201)
  }
  await page.goto('/contact')
  const form = page.locator('main form')
  await form.getByLabel('Name').fill('Sam Ortiz')
  await form.getByLabel('Email').fill('sam@ortizrealty.com')
  await form.getByLabel('Company').fill('Ortiz Realty')
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/gpt-lead'))
  await form.getByRole('button').first().click()
  expect((await answered).status()).toBe(429)
  // In the toast and beside the form, where it stays after the toast has gone.
  await expect(page.locator('[data-sonner-toast]').getByText(LIMITED)).toBeVisible()
  await expect(form.getByRole('alert')).toHaveText(LIMITED)
  await expect(page.getByText('Failed to submit your information. Please try again.')).toHaveCount(0)
  await expect(form.getByLabel('Name')).toHaveValue('Sam Ortiz')
  await expect(form.getByLabel('Email')).toHaveValue('sam@ortizrealty.com')
  await expect(form.getByLabel('Company')).toHaveValue('Ortiz Realty')
  await expect(page).toHaveURL(/\/contact$/)
})
