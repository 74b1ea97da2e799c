import { expect, test } from './fixtures'
import { seedHeroHeading, seedSiteSettings } from './seed'

// Each test is its own visitor, so the per-network submission limit never couples tests.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.51.100.${10 + testInfo.workerIndex * 20 + (testInfo.title.length % 20)}`,
  })
})

async function fill(
  page: import('@playwright/test').Page,
  details: { name?: string; email?: string; company?: string },
) {
  const form = page.locator('main form')
  if (details.name !== undefined) await form.getByLabel('Name').fill(details.name)
  if (details.email !== undefined) await form.getByLabel('Email').fill(details.email)
  if (details.company !== undefined) await form.getByLabel('Company').fill(details.company)
  return form
}

test('a visitor with an empty field is told what is missing, and nothing is sent', async ({ page }) => {
  let posted = false
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gpt-lead')) posted = true
  })
  await page.goto('/contact')
  const form = await fill(page, { name: 'Dana Reyes', email: 'dana@reyesplumbing.com' })
  await form.getByRole('button').first().click()
  await expect(page.getByText('Missing Information')).toBeVisible()
  await expect(page.getByText('Please fill in all fields.')).toBeVisible()
  await expect(form.getByLabel('Company')).toBeFocused()
  await expect(form.getByText('Company is required')).toBeVisible()
  expect(posted).toBe(false)
})

test('the form checks the email format before anything is sent, beside the field rather than in a toast', async ({
  page,
}) => {
  let posted = false
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gpt-lead')) posted = true
  })
  await page.goto('/contact')
  const form = await fill(page, { name: 'Dana Reyes', email: 'not-an-email', company: 'Reyes Plumbing' })
  await form.getByRole('button').first().click()
  const email = form.getByLabel('Email')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`)).toHaveText(
    'Enter a valid email address',
  )
  await expect(email).toBeFocused()
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
  await expect(page.getByText('Missing Information')).toHaveCount(0)
  await expect(page).toHaveURL(/\/contact$/)
  expect(posted).toBe(false)
})

test('the contact page offers the agency’s phone number beside the form, and the footer as well', async ({ page }) => {
  await page.goto('/contact')
  const phone = seedSiteSettings().phone
  const nearForm = page.locator('[data-section="leadForm"]').getByRole('link', { name: phone })
  await expect(nearForm).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`)
  const footer = page.getByRole('contentinfo').getByRole('link', { name: `Call ${phone}` })
  await expect(footer).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`)
})

test('a visitor who sends their details lands on /thank-you, and the lead is stored', async ({ page, request }) => {
  await page.goto('/contact')
  const form = await fill(page, { name: 'Dana Reyes', email: 'dana@reyesplumbing.com', company: 'Reyes Plumbing' })
  const [leadRequest, leadResponse] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/gpt-lead') && r.method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/gpt-lead')),
    form.getByRole('button').first().click(),
  ])
  expect(leadResponse.status()).toBe(201)
  await expect(page.getByText('Success!')).toBeVisible()
  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeroHeading('thank-you')!)

  // Only a stored lead can answer a replay of the same submission with the same id.
  const body = leadRequest.postDataJSON() as Record<string, string>
  expect(body).toMatchObject({
    name: 'Dana Reyes',
    email: 'dana@reyesplumbing.com',
    company: 'Reyes Plumbing',
    source: 'contact',
  })
  const replay = await request.post('/api/gpt-lead', { data: body, headers: { 'x-forwarded-for': '198.51.100.250' } })
  expect(replay.status()).toBe(200)
  expect((await replay.json()).id).toBe((await leadResponse.json()).id)
})

test('when the server fails, the visitor sees the error and keeps what they typed', async ({ page }) => {
  await page.route('**/api/gpt-lead', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  )
  await page.goto('/contact2')
  const form = await fill(page, { name: 'Sam Ortiz', email: 'sam@ortizrealty.com', company: 'Ortiz Realty' })
  await form.getByRole('button').first().click()
  await expect(page.getByText('Failed to submit your information. Please try again.')).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('Sam Ortiz')
  await expect(form.getByLabel('Email')).toHaveValue('sam@ortizrealty.com')
  await expect(form.getByLabel('Company')).toHaveValue('Ortiz Realty')
  await expect(page).toHaveURL(/\/contact2$/)
})

test('/trynow offers the same form as /contact', async ({ page }) => {
  await page.goto('/trynow')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeroHeading('contact')!)
  await expect(page.locator('main form').getByLabel('Company')).toBeVisible()
})

test('the lead endpoint answers other methods with 405 and bad input with 400', async ({ request }) => {
  expect((await request.get('/api/gpt-lead')).status()).toBe(405)
  const bad = await request.post('/api/gpt-lead', {
    data: { name: 'Dana' },
    headers: { 'x-forwarded-for': '198.51.100.251' },
  })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).fields).toMatchObject({ email: 'Email is required', company: 'Company is required' })
})
