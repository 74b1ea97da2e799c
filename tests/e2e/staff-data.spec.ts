import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { test } from './fixtures'
import { expect, inviteWithAuthenticator, signInFully } from './staff-helpers'
import { STAFF_SITE } from './staff-site'

/**
 * Ownership, follow-ups and where leads came from, as a salesperson uses them against the
 * Auth stand-in: round-robin, reassignment, the follow-up views, the lead's attribution, the
 * inbox's filters and the Sources view, at 1440 and 390 px, in both themes.
 */
test.use({ baseURL: STAFF_SITE.url })

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe in the light theme, then the dark one (the site is dark by default). */
async function expectAccessibleInBothThemes(page: Page, what: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${what} (${theme})`,
    ).toEqual([])
  }
}

/** The office's day (TIME_ZONE is unset on the staff site: America/New_York). */
const officeDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000),
  )

/** A visitor from a campaign link who looks around and leaves their details on /contact, in a browser of their own. */
async function visitorFromCampaign(browser: Browser, company: string, campaign: string) {
  const context = await browser.newContext({ baseURL: STAFF_SITE.url })
  const page = await context.newPage()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(company.length * 13) % 250}` })
  const recorded = () => page.evaluate(() => sessionStorage.getItem('lead-attribution') ?? '')
  await page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`)
  await expect.poll(recorded).toContain(campaign)
  await page.goto('/contact')
  // The page's script is running (it recorded this page), so the form sends the record with the lead.
  await expect.poll(recorded).toContain('"/contact"')
  const form = page.locator('main form')
  await form.getByLabel('Name').fill('Rosa Alvarez')
  await form.getByLabel('Email').fill(`rosa+${Date.now()}@alvarez.example`)
  await form.getByLabel('Company').fill(company)
  await form.getByRole('button').first().click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await context.close()
}

for (const width of [1440, 390]) {
  test(`a lead from a campaign is assigned in turn, reassigned, followed up and counted by source (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    const person = await inviteWithAuthenticator()
    await signInFully(page, person)

    // Opt in to the round-robin with a name.
    await page.goto('/staff/security')
    const settings = page.getByRole('region', { name: 'New leads' })
    await settings.getByLabel('Your name in the inbox (optional)').fill(`Sam ${width}`)
    await settings.getByLabel('Give me new leads in turn (round-robin)').check()
    await settings.getByRole('button', { name: 'Save settings' }).click()
    await expect(settings.getByText('Saved. New leads now come to you in turn')).toBeVisible()
    await expectAccessibleInBothThemes(page, 'the security page with the round-robin setting')

    const stamp = Date.now().toString(36)
    const company = `Alvarez Bakery ${width} ${stamp}`
    const campaign = `autumn-${width}-${stamp}`
    await visitorFromCampaign(browser, company, campaign)

    // The inbox filtered by where leads came from finds it.
    await page.goto('/staff')
    // On a phone the filters sit behind their button (below Tailwind's sm, 640 px) once the page is
    // hydrated; a choice applies at once. Asking whether the button is visible raced hydration: asked
    // before it, the filters were all shown, then hidden behind the button the test never pressed.
    if (width < 640) await page.getByRole('button', { name: /^Filters/ }).click()
    await page.getByLabel('Traffic source').selectOption('newsletter')
    await expect(page).toHaveURL(/traffic=newsletter/)
    await page.getByLabel('Campaign').selectOption(campaign)
    await expect(page).toHaveURL(new RegExp(`campaign=${campaign}`))
    await expect(page.getByRole('status').filter({ hasText: 'lead' })).toHaveText('1 lead match')
    // The list has a card per lead below lg and a table from lg: the one on screen shows it.
    await expect(page.getByText(company).filter({ visible: true }).first()).toBeVisible()
    await expectAccessibleInBothThemes(page, 'the inbox filtered by traffic source and campaign')
    await page.getByRole('link', { name: 'Rosa Alvarez' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Alvarez' })).toBeVisible()

    // Where they came from.
    const origin = page.getByRole('region', { name: 'Where they came from' })
    await expect(origin).toContainText('Traffic sourcenewsletter')
    await expect(origin).toContainText(`Campaign${campaign}`)
    await expect(origin).toContainText('Mediumemail')
    await expect(origin).toContainText('Landing page/')
    await expect(origin.getByRole('listitem')).toHaveText(['/', '/contact'])

    // Given out by the round-robin (to someone who opted in), then taken over.
    const history = page.getByRole('region', { name: 'History' })
    await expect(history).toContainText(/Assigned to .+ by round robin/)
    const owner = page.getByRole('region', { name: /^Owner:/ })
    if (!(await owner.getByRole('heading').textContent())!.includes(`Sam ${width}`)) {
      await owner.getByRole('button', { name: 'Assign to me' }).click()
      await expect(owner.getByText(`Assigned to Sam ${width}.`)).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: `Owner: Sam ${width}` })).toBeVisible()

    // Unassign, then give it back: each is an event in the history.
    await owner.getByLabel('Owner', { exact: true }).selectOption({ label: 'Unassigned' })
    await owner.getByRole('button', { name: 'Change owner' }).click()
    await expect(page.getByRole('heading', { name: 'Owner: Unassigned' })).toBeVisible()
    await expect(history).toContainText(`Unassigned by ${person.email}`)
    await page.getByRole('button', { name: 'Assign to me' }).click()
    await expect(page.getByRole('heading', { name: `Owner: Sam ${width}` })).toBeVisible()
    await expect(history).toContainText(`Assigned to ${person.email} by ${person.email}`)

    // A follow-up today: in "Due today" and "My leads".
    const followUp = page.getByRole('region', { name: 'Follow-up' })
    await followUp.getByLabel('Follow up on').fill(officeDay())
    await followUp.getByLabel('What to do (optional)').fill('Send the catering quote')
    await followUp.getByRole('button', { name: 'Save follow-up' }).click()
    await expect(followUp).toContainText('(today): Send the catering quote')
    await expect(history).toContainText('Send the catering quote')
    await expectAccessibleInBothThemes(page, 'a lead with its owner, follow-up and attribution')

    const inView = async (view: string) => {
      await page.goto(`/staff?view=${view}&campaign=${campaign}`)
      return page.getByRole('link', { name: 'Rosa Alvarez' }).count()
    }
    expect(await inView('due')).toBeGreaterThan(0)
    expect(await inView('mine')).toBeGreaterThan(0)
    expect(await inView('overdue')).toBe(0)
    expect(await inView('unassigned')).toBe(0)
    await expect(page.getByLabel('View', { exact: true })).toHaveValue('unassigned')

    // Moved to yesterday: overdue.
    await page.goto(`/staff?campaign=${campaign}`)
    await page.getByRole('link', { name: 'Rosa Alvarez' }).first().click()
    await page.getByLabel('Follow up on').fill(officeDay(-1))
    await page.getByRole('button', { name: 'Save follow-up' }).click()
    await expect(page.getByRole('region', { name: 'Follow-up' })).toContainText('(overdue)')
    expect(await inView('overdue')).toBeGreaterThan(0)
    expect(await inView('due')).toBe(0)

    // The Sources view: the chart, the table and its CSV count it.
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Sources' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sources' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Leads per week by traffic source' })).toBeVisible()
    const row = page.getByRole('row', { name: new RegExp(`newsletter ${campaign}`) })
    await expect(row.getByRole('cell').last()).toHaveText('1')
    const table = page.getByRole('region', { name: /Leads per traffic source and campaign/ })
    // Never wider than the screen: the table scrolls in its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expect(table).toBeVisible()
    await expectAccessibleInBothThemes(page, 'the Sources view')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ])
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace('\uFEFF', '')
      .split('\r\n')
    expect(csv[0]).toMatch(/^"source","campaign",("week_of_\d{4}-\d\d-\d\d",){12}"total"$/)
    expect(csv.find((line) => line.startsWith(`"newsletter","${campaign}"`))).toMatch(/"1","1"$/)

    // Opt out again, so the next run's leads are not given to this member.
    await page.goto('/staff/security')
    await page.getByLabel('Give me new leads in turn (round-robin)').uncheck()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Saved. New leads are not assigned to you automatically.')).toBeVisible()
  })
}
