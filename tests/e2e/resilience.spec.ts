import type { Page } from '@playwright/test'
import { webhookSignature } from '../fixtures/webhook-signature'
import { expect, test } from './fixtures'
import { OPENAI_OUTAGE_SITE, outageRequests, SANITY_OUTAGE_SITE } from './outage-sites'
import { seedArticles } from './seed-articles'
import { seedHeroHeading } from './seed'

const openAIOutage = `http://127.0.0.1:${OPENAI_OUTAGE_SITE.port}`
const sanityOutage = `http://127.0.0.1:${SANITY_OUTAGE_SITE.port}`

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('OpenAI unreachable (its endpoint hangs)', () => {
  // One after the other: the first lead boots this server's embedded database, which holds its
  // event loop for a few seconds and would skew the chat's timing beside it.
  test.describe.configure({ mode: 'serial' })

  test('the rest of the site is unaffected: pages, navigation and the contact form', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.77' })
    await page.goto(`${openAIOutage}/`)
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).first().click()
    await expect(heading(page)).toHaveText(seedHeroHeading('pricing')!)

    await page.goto(`${openAIOutage}/contact`)
    const form = page.locator('main form')
    await form.getByLabel('Name').fill('Dana Reyes')
    await form.getByLabel('Email').fill('dana@reyesplumbing.com')
    await form.getByLabel('Company').fill('Reyes Plumbing')
    await form.getByRole('button').first().click()
    // This server's first lead: the embedded database boots and migrates first.
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 })
    await expect(heading(page)).toHaveText(seedHeroHeading('thank-you')!)
  })

  test("Michael's widget shows the error toast within the timeout and keeps the visitor's message", async ({
    page,
  }) => {
    await page.goto(`${openAIOutage}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Talk to an AI Agent' }).click()
    const dialog = page.getByRole('dialog', { name: /^Chat with/ })
    const input = dialog.getByRole('textbox', { name: /^Message/ })
    const question = 'What does the AI Receptionist do for a dental clinic?'
    await input.fill(question)
    await input.press('Enter')

    // OPENAI_TIMEOUT_MS bounds the whole wait (retry included); a little slack for the round trip.
    const toast = page.getByText('Failed to get a response. Please try again.')
    await expect(toast).toBeVisible({ timeout: OPENAI_OUTAGE_SITE.timeoutMs + 3_000 })
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    // Nothing is lost: the question is back in the input, one Enter from being sent again.
    await expect(input).toHaveValue(question)
    await expect(input).toBeEnabled()
    expect((await outageRequests()).filter((r) => r === 'POST /v1/chat/completions').length).toBeGreaterThan(0)
  })
})

test.describe('the Sanity API unreachable (it answers 503)', () => {
  const post = seedArticles('post')[0]!

  /** What Sanity sends when a marketer publishes: here, the publish that cannot be read back. */
  async function publish(request: import('@playwright/test').APIRequestContext, document: Record<string, string>) {
    const payload = JSON.stringify(document)
    const response = await request.post(`${sanityOutage}/api/revalidate`, {
      data: payload,
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': webhookSignature(payload, SANITY_OUTAGE_SITE.webhookSecret),
      },
    })
    expect(response.status()).toBe(200)
  }

  test('pages keep serving their last good content after a publish they cannot read', async ({ page, request }) => {
    for (const [path, expected] of [
      ['/pricing', seedHeroHeading('pricing')!],
      [`/blog/${post.slug}`, post.title],
    ] as const) {
      await page.goto(`${sanityOutage}${path}`)
      await expect(heading(page)).toHaveText(expected)
    }
    const asked = (await outageRequests()).length

    await publish(request, { _type: 'page', _id: 'page-pricing', slug: 'pricing' })
    await publish(request, { _type: 'post', _id: post._id, slug: post.slug })

    for (const [path, expected] of [
      ['/pricing', seedHeroHeading('pricing')!],
      [`/blog/${post.slug}`, post.title],
    ] as const) {
      // The first request after the publish re-renders the page (and fails to read it), the
      // next ones are served while Next keeps trying: every one gets the last good page.
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await page.goto(`${sanityOutage}${path}`)
        expect(response?.status(), `${path}, request ${attempt + 1} after the publish`).toBe(200)
        await expect(heading(page)).toHaveText(expected)
      }
    }
    // The site did try the Content Lake: the pages above are not merely untouched.
    const queries = (await outageRequests()).slice(asked).filter((r) => r.includes('/data/query/'))
    expect(queries.length).toBeGreaterThan(0)
  })
})
