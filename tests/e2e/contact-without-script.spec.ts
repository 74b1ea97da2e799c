import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { createPgliteLeadStore } from '../../lib/leads/store/drizzle-store'
import type { StoredLead } from '../../lib/leads/store/records'
import { type SiteProcess, startSiteProcess } from '../fixtures/site-process'
import { expect, test } from './fixtures'

/**
 * The contact form before JavaScript: blocked, or not loaded yet. A server of its own, so the
 * test can open its embedded database afterwards and see exactly what was stored.
 */
const PORT = 3143
const dataDir = '.data/e2e-contact-without-script'
let site: SiteProcess
let stored: StoredLead[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  site = await startSiteProcess(
    { LEADS_DATA_DIR: dataDir, MAIL_DIR: `${dataDir}-mail` },
    { port: PORT, readyPath: '/offline' },
  )
})

/** Stops the server (only one process may open the embedded database) and reads every lead. */
async function storedLeads(): Promise<StoredLead[]> {
  if (site) {
    await site.stop()
    const store = createPgliteLeadStore(dataDir)
    stored = await store.list()
    await store.close()
  }
  return stored
}
test.afterAll(() => site?.stop())

const visitor = (n: number) => ({
  name: `Nadia Script${n}`,
  email: `nadia.noscript${n}+${Date.now()}@example.com`,
  company: `No Script ${n} Ltd`,
})
const emails: string[] = []
const urls: string[] = []

/** Each test is its own network, and every URL the browser asks for is kept to check later. */
async function visit(page: Page, path: string, n: number) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${100 + n}` })
  page.on('request', (request) => urls.push(request.url()))
  await page.goto(`${site.url}${path}`)
  return page.locator('main form')
}

type Details = Partial<ReturnType<typeof visitor> & { phone: string; message: string }>

async function fill(form: ReturnType<Page['locator']>, details: Details) {
  if (details.name !== undefined) await form.getByLabel('Name').fill(details.name)
  if (details.email !== undefined) await form.getByLabel('Email').fill(details.email)
  if (details.company !== undefined) await form.getByLabel('Company').fill(details.company)
  if (details.phone !== undefined) await form.getByLabel('Phone (optional)').fill(details.phone)
  if (details.message !== undefined) await form.getByLabel('Message (optional)').fill(details.message)
}

/** The message beside a field (through its aria-describedby), which the server marked invalid. */
async function expectFieldError(page: Page, field: ReturnType<Page['locator']>, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`)).toHaveText(message)
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  for (const [n, path] of [
    [1, '/contact'],
    [2, '/contact2'],
    [3, '/trynow'],
  ] as const) {
    test(`a valid submission on ${path} posts the form and ends on /thank-you`, async ({ page }) => {
      const form = await visit(page, path, n)
      expect(await form.getAttribute('method')).toMatch(/^post$/i)
      const details = visitor(n)
      emails.push(details.email)
      // On /contact with a phone (stored in E.164) and a message of two lines.
      await fill(form, n === 1 ? { ...details, phone: '(212) 555-0123', message: 'Line one\nLine two' } : details)
      await form.getByRole('button').first().click()
      await expect(page).toHaveURL(`${site.url}/thank-you`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('a missing field is shown next to it, with the values kept and focus on it', async ({ page }) => {
    const form = await visit(page, '/contact', 4)
    const details = visitor(4)
    emails.push(details.email)
    await fill(form, { name: details.name, email: details.email })
    await form.getByRole('button').first().click()

    const company = form.getByLabel('Company')
    await expect(company).toHaveAttribute('aria-invalid', 'true')
    const errorId = await company.getAttribute('aria-describedby')
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Company is required')
    await expect(company).toBeFocused()
    await expect(form.getByLabel('Name')).toHaveValue(details.name)
    await expect(form.getByLabel('Email')).toHaveValue(details.email)
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
    expect(page.url()).toBe(`${site.url}/contact`)
  })

  test('a short name, a wrong email and no company: one message beside each wrong field, focus on the first', async ({
    page,
  }) => {
    const form = await visit(page, '/contact', 7)
    // No check of the browser's own stops the post: the server's answer shows the messages.
    await expect(form).toHaveAttribute('novalidate', '')
    await fill(form, { name: 'A', email: 'not-an-email', message: 'Kept as typed' })
    await form.getByRole('button').first().click()

    const email = form.getByLabel('Email')
    await expectFieldError(page, email, 'Enter a valid email address')
    await expectFieldError(page, form.getByLabel('Company'), 'Company is required')
    await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Enter a valid email address')).toHaveCount(1)
    await expect(form.getByText('Company is required')).toHaveCount(1)
    // Beside the fields only: no summary above the button saying it again.
    await expect(form.getByRole('alert')).toHaveCount(0)
    await expect(email).toBeFocused()
    await expect(email).toHaveValue('not-an-email')
    await expect(form.getByLabel('Name')).toHaveValue('A')
    await expect(form.getByLabel('Message (optional)')).toHaveValue('Kept as typed')
    expect(page.url()).toBe(`${site.url}/contact`)
  })

  test('a phone that is not a number is shown next to it, with the values kept and focus on it', async ({ page }) => {
    const form = await visit(page, '/contact', 8)
    const details = { ...visitor(8), phone: 'call me maybe' }
    emails.push(details.email)
    await fill(form, details)
    await form.getByRole('button').first().click()

    const phone = form.getByLabel('Phone (optional)')
    await expectFieldError(page, phone, 'Enter a valid phone number, with the country code if it is not a US number')
    await expect(phone).toBeFocused()
    await expect(phone).toHaveValue('call me maybe')
    await expect(form.getByLabel('Company')).toHaveValue(details.company)
    await expect(form.getByRole('alert')).toHaveCount(0)
    expect(page.url()).toBe(`${site.url}/contact`)
  })

  test('a network over its limit reads the server message, with the values kept', async ({ page, request }) => {
    const address = '198.51.100.105'
    for (let i = 0; i < 8; i++) {
      const answer = await request.post(`${site.url}/api/gpt-lead`, {
        headers: { 'x-forwarded-for': address },
        data: { ...visitor(50 + i), idempotencyKey: `limit-filler-${i}-${Date.now()}` },
      })
      expect(answer.status()).toBe(201)
    }
    const form = await visit(page, '/contact', 5)
    const details = visitor(5)
    await fill(form, details)
    await form.getByRole('button').first().click()
    await expect(form.getByRole('alert')).toHaveText(
      'Too many submissions from your network. Please try again in a few minutes.',
    )
    await expect(form.getByLabel('Name')).toHaveValue(details.name)
    await expect(form.getByLabel('Email')).toHaveValue(details.email)
    await expect(form.getByLabel('Company')).toHaveValue(details.company)
  })
})

test('with the page scripts delayed, a submission made before they run stores the lead once', async ({ page }) => {
  // Every script file the page loads arrives 4 s late: the visitor is quicker.
  await page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    await route.fallback()
  })
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.106' })
  page.on('request', (request) => urls.push(request.url()))
  await page.goto(`${site.url}/contact`, { waitUntil: 'domcontentloaded' })
  const form = page.locator('main form')
  const details = visitor(6)
  emails.push(details.email)
  await fill(form, details)
  await form.getByRole('button').first().click()
  await expect(page).toHaveURL(`${site.url}/thank-you`, { timeout: 20_000 })
})

test('every lead was stored once, and no URL the browser asked for held an email', async () => {
  const leads = await storedLeads()
  for (const email of emails)
    expect(leads.filter((lead) => lead.email === email)).toHaveLength(/noscript[48]/.test(email) ? 0 : 1)
  expect(leads.find((lead) => lead.email.includes('noscript1'))).toMatchObject({
    source: 'contact',
    company: 'No Script 1 Ltd',
    phone: '+12125550123',
    message: 'Line one\nLine two',
  })
  expect(leads.find((lead) => lead.email.includes('noscript2'))?.phone).toBeUndefined()
  expect(urls.length).toBeGreaterThan(10)
  for (const url of urls) {
    expect(decodeURIComponent(url)).not.toMatch(/nadia|noscript|@example\.com/i)
  }
})
