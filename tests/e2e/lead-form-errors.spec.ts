import type { Locator } from '@playwright/test'
import { openChatLeadForm } from './chat-lead-form'
import { expect, test } from './fixtures'

const LIMITED = 'Too many submissions from your network. Please try again in a few minutes.'

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
