import AxeBuilder from '@axe-core/playwright'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { test } from './fixtures'
import { enterTotp, expect, inviteWithAuthenticator, PASSWORD, signInFully } from './staff-helpers'
import { STAFF_SITE } from './staff-site'

/**
 * The lead inbox as sales use it every day (docs/staff.md): back to the lead the email links to,
 * nothing typed lost, the inbox as cards on a phone, the keyboard, what is new, and every staff
 * page accessible in both themes at 390 and 1440 px.
 */
test.use({ baseURL: STAFF_SITE.url })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const THEMES = ['light', 'dark'] as const

// Each test is its own visitor for the per-network lead limit.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.51.100.${((testInfo.title.length * 11 + testInfo.workerIndex * 37) % 250) + 1}`,
  })
})

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([])
}

/** The staff area in a theme (the site's own setting, as its toggle stores it; dark is the default). */
async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('vite-ui-theme', value), theme)
}

/** With SCREENS_DIR set, a full-page screenshot there for a person to look at. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

async function submitLead(page: Page, lead: { name: string; email: string; company: string; message?: string }) {
  await page.goto('/contact')
  const form = page.locator('main form')
  await form.getByLabel('Name').fill(lead.name)
  await form.getByLabel('Email').fill(lead.email)
  await form.getByLabel('Company').fill(lead.company)
  if (lead.message) await form.getByLabel('Message (optional)').fill(lead.message)
  await form.getByRole('button').first().click()
  await expect(page).toHaveURL(/\/thank-you$/)
}

/** The email to sales about the lead from `company` (the .eml the staff site writes without SMTP), decoded. */
async function emailAbout(company: string): Promise<string> {
  const dir = path.resolve(import.meta.dirname, '../..', STAFF_SITE.env.MAIL_DIR)
  let found = ''
  await expect
    .poll(
      () => {
        // The folder appears with the first email the site writes.
        const files = existsSync(dir) ? readdirSync(dir) : []
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          // Quoted-printable: soft line breaks and =XX escapes.
          const text = readFileSync(path.join(dir, file), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
          if (text.includes(company)) found = text
        }
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return found
}

async function newLeadId(page: Page, name: string, company: string): Promise<string> {
  await submitLead(page, { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, company })
  const link = /Open this lead in the inbox: (\S+)/.exec(await emailAbout(company))?.[1]
  expect(link).toMatch(/^https?:\/\/[^/]+\/staff\/leads\/[0-9a-f-]{36}$/)
  return new URL(link!).pathname.split('/').pop()!
}

async function signedInPage(browser: Browser, person: { email: string; secret: string }, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL: STAFF_SITE.url, viewport })
  const page = await context.newPage()
  await signInFully(page, person)
  return { context, page }
}

test('the email to sales links to the lead, and signing in comes back to it', async ({ page }) => {
  test.setTimeout(90_000)
  const company = `Return Dental ${Date.now()}`
  const id = await newLeadId(page, 'Rita Gomez', company)
  const person = await inviteWithAuthenticator()

  // Signed out, the link from the email: sign-in, then the code, then the lead itself.
  await page.goto(`/staff/leads/${id}`)
  await expect(page).toHaveURL(`/staff/sign-in?next=${encodeURIComponent(`/staff/leads/${id}`)}`)
  const form = page.getByRole('region', { name: 'With your password' })
  await form.getByLabel('Email').fill(person.email)
  // A wrong password keeps the email: only the password is typed again.
  await form.getByLabel('Password').fill('not the password')
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(form.getByRole('alert')).toHaveText('That email and password do not match an account.')
  await expect(form.getByLabel('Email')).toHaveValue(person.email)
  await expect(form.getByLabel('Password')).toHaveValue('')
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/staff\/verify\?next=/)
  await expect(
    page.getByRole('heading', { name: 'Lost your phone, or the app no longer shows the lead inbox?' }),
  ).toBeVisible()
  await enterTotp(page, person.secret, 'Verify')
  await expect(page).toHaveURL(`/staff/leads/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Rita Gomez' })).toBeVisible()
  // Sources read as sales say them.
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Contact form')
})

test('sign-in never sends anyone to another site, whatever the address says', async ({ page }) => {
  const person = await inviteWithAuthenticator()
  for (const next of ['//evil.example/staff', 'https://evil.example/', '/staff/../api/gpt-lead', '/\\evil.example']) {
    await page.context().clearCookies()
    await page.goto(`/staff/sign-in?next=${encodeURIComponent(next)}`)
    const form = page.getByRole('region', { name: 'With your password' })
    await form.getByLabel('Email').fill(person.email)
    await form.getByLabel('Password').fill(PASSWORD)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/staff\/verify$/)
  }
})

test('a change refused because a colleague moved the lead first keeps the note; a final status is confirmed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const company = `Conflict Roofing ${Date.now()}`
  const id = await newLeadId(page, 'Cole Baker', company)
  const person = await inviteWithAuthenticator()
  const { context, page: mine } = await signedInPage(browser, person)
  try {
    const theirs = await context.newPage()
    await theirs.goto(`/staff/leads/${id}`)
    await mine.goto(`/staff/leads/${id}`)

    // The colleague's tab moves the lead on first.
    await theirs.getByRole('radio', { name: 'Contacted' }).check()
    await theirs.getByRole('button', { name: 'Update status' }).click()
    await expect(theirs.getByText('Status changed to Contacted.')).toBeVisible()

    await mine.getByRole('radio', { name: 'Contacted' }).check()
    await mine.getByLabel('Note (optional)').fill('Spoke to Cole, call back Friday')
    await mine.getByRole('button', { name: 'Update status' }).click()
    // (Next's route announcer is an alert too: the status panel's own.)
    const status = mine.getByRole('region', { name: /^Status:/ })
    await expect(status.getByRole('alert')).toContainText('Not changed: this lead is now Contacted')
    await expect(mine.getByLabel('Note (optional)')).toHaveValue('Spoke to Cole, call back Friday')

    // Closing the lead says so, where the form was.
    await mine.getByRole('radio', { name: 'Lost' }).check()
    await mine.getByRole('button', { name: 'Update status' }).click()
    await expect(mine.getByRole('status').filter({ hasText: 'Status changed to Lost.' })).toHaveText(
      'Status changed to Lost. Lost is final: this lead is closed, and notes can still be added.',
    )
    await expect(mine.getByRole('heading', { name: 'Status: Lost' })).toBeVisible()
    await expect(mine.getByRole('region', { name: 'History' })).toContainText('Spoke to Cole, call back Friday')
  } finally {
    await context.close()
  }
})

test('leads nobody has opened are marked, counted in the title and the navigation, until someone opens one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const company = `Fresh Bakery ${Date.now()}`
  const id = await newLeadId(page, 'Una Moss', company)
  const person = await inviteWithAuthenticator()
  const { context, page: inbox } = await signedInPage(browser, person)
  try {
    await inbox.goto(`/staff?q=${encodeURIComponent(company)}`)
    await expect(inbox).toHaveTitle(/^\(\d+\) Leads \| /)
    const row = inbox.getByRole('row', { name: /Una Moss/ })
    await expect(row).toContainText('Unopened')
    await expect(
      inbox.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: /^Leads \d+ unopened$/ }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(
      inbox.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /^Unopened \d+$/ }),
    ).toBeVisible()
    await inbox
      .getByRole('navigation', { name: 'Views' })
      .getByRole('link', { name: /^Unopened/ })
      .click()
    await expect(inbox).toHaveURL(/unopened=1/)
    await expect(inbox.getByRole('row', { name: /Una Moss/ })).toBeVisible()

    await inbox.goto(`/staff/leads/${id}`)
    await expect(
      inbox.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: /^Leads/ }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(async () => {
      await inbox.goto(`/staff?q=${encodeURIComponent(company)}`)
      await expect(inbox.getByRole('row', { name: /Una Moss/ })).not.toContainText('Unopened', { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await inbox.goto(`/staff/leads/${id}`)
    await expect(inbox.getByRole('region', { name: 'History' })).toContainText(`First opened by ${person.email}`)
  } finally {
    await context.close()
  }
})

test('filters apply when chosen, and still work without JavaScript through their button', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const company = `Filter Garage ${Date.now()}`
  await submitLead(page, { name: 'Fay Lin', email: 'fay@garage.example', company })
  const person = await inviteWithAuthenticator()
  const { context, page: inbox } = await signedInPage(browser, person)
  try {
    await inbox.goto('/staff')
    await expect(inbox.getByRole('button', { name: 'Apply' })).toBeHidden()
    await inbox.getByLabel('Source', { exact: true }).selectOption({ label: 'Contact form' })
    await expect(inbox).toHaveURL(/\?source=contact$/)
    await inbox.getByLabel('Status').focus()
    await inbox.getByLabel('Status').selectOption({ label: 'New' })
    await expect(inbox).toHaveURL(/\?status=new&source=contact$/)
    await expect(inbox.getByLabel('Status')).toBeFocused()

    const noScript = await browser.newContext({
      baseURL: STAFF_SITE.url,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    })
    try {
      const plain = await noScript.newPage()
      await plain.goto('/staff')
      await plain.getByLabel('Search name, email or company').fill(company)
      await plain.getByRole('button', { name: 'Apply' }).click()
      await expect(plain.getByRole('status')).toHaveText('1 lead match')
    } finally {
      await noScript.close()
    }
  } finally {
    await context.close()
  }
})

test('the keyboard: j and k move through the leads, Enter opens, / searches, ? lists the shortcuts', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  await submitLead(page, { name: 'Jo First', email: 'jo@keys.example', company: `Keys ${stamp} A` })
  await submitLead(page, { name: 'Ken Second', email: 'ken@keys.example', company: `Keys ${stamp} B` })
  const person = await inviteWithAuthenticator()
  const { context, page: inbox } = await signedInPage(browser, person)
  try {
    await inbox.goto(`/staff?q=${encodeURIComponent(`Keys ${stamp}`)}`)
    await inbox.locator('body').click({ position: { x: 5, y: 400 } })
    await inbox.keyboard.press('j')
    await expect(inbox.getByRole('link', { name: 'Ken Second' })).toBeFocused()
    await inbox.keyboard.press('j')
    await expect(inbox.getByRole('link', { name: 'Jo First' })).toBeFocused()
    // The row in focus is shown as selected.
    const row = inbox.getByRole('row', { name: /Jo First/ })
    expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    await inbox.keyboard.press('k')
    await expect(inbox.getByRole('link', { name: 'Ken Second' })).toBeFocused()

    await inbox.keyboard.press('/')
    const search = inbox.getByLabel('Search name, email or company')
    await expect(search).toBeFocused()
    // Typing in a field is typing: j is a letter there.
    await inbox.keyboard.press('End')
    await inbox.keyboard.type(' j')
    await expect(search).toBeFocused()
    await expect(search).toHaveValue(`Keys ${stamp} j`)
    await search.fill(`Keys ${stamp}`)
    await expect(inbox.getByRole('status')).toHaveText('2 leads match')

    await inbox.locator('body').click({ position: { x: 5, y: 400 } })
    await inbox.keyboard.press('?')
    const help = inbox.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toBeVisible()
    await expect(help).toContainText('Next lead')
    await expectAccessible(inbox, 'the shortcuts dialog')
    await inbox.keyboard.press('Escape')
    await expect(help).toBeHidden()

    await inbox.keyboard.press('j')
    await inbox.keyboard.press('Enter')
    await expect(inbox.getByRole('heading', { level: 1, name: 'Ken Second' })).toBeVisible()
  } finally {
    await context.close()
  }
})

for (const theme of THEMES) {
  test(`at 390 px (${theme}): the inbox is cards, filters behind a button, no sideways scroll; a lead's status comes before its conversation`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const company = `Phone Plumbing ${theme} ${Date.now()}`
    const id = await newLeadId(page, 'Penelope Cartwright', company)
    const person = await inviteWithAuthenticator()
    const { context, page: phone } = await signedInPage(browser, person, PHONE)
    try {
      await useTheme(phone, theme)
      await phone.goto('/staff')
      await expect(phone.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      const cards = phone.getByRole('list', { name: 'Leads, newest first' })
      await expect(cards).toBeVisible()
      await expect(phone.getByRole('table')).toBeHidden()
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      // The filters wait behind their button; the first lead is on the first screen.
      await expect(phone.getByLabel('Status')).toBeHidden()
      const first = cards.getByRole('listitem').first()
      expect((await first.boundingBox())!.y + 40).toBeLessThan(PHONE.height)
      for (const card of await cards.getByRole('listitem').all())
        expect((await card.boundingBox())!.height).toBeLessThan(125)
      await screenshot(phone, `inbox-390-${theme}`)
      await expectAccessible(phone, `the inbox at 390 px, ${theme}`)
      const filters = phone.getByRole('button', { name: /^Filters/ })
      await filters.click()
      await expect(filters).toHaveAttribute('aria-expanded', 'true')
      await expect(phone.getByLabel('Status')).toBeVisible()
      await expectAccessible(phone, `the inbox's filters at 390 px, ${theme}`)

      await phone.goto(`/staff/leads/${id}`)
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      const status = (await phone.getByRole('heading', { name: /^Status:/ }).boundingBox())!
      const conversation = (await phone.getByRole('heading', { name: 'Conversation with Michael' }).boundingBox())!
      expect(status.y).toBeLessThan(conversation.y)
      expect(status.y).toBeLessThan(2 * PHONE.height)
      await screenshot(phone, `lead-390-${theme}`)
      await expectAccessible(phone, `a lead at 390 px, ${theme}`)
    } finally {
      await context.close()
    }
  })

  test(`at 1440 px (${theme}): the inbox is a table whose emails keep their words whole; every staff page is accessible`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const company = `Wide Dental ${theme} ${Date.now()}`
    const id = await newLeadId(page, 'Maximilian Oyelaran-Whitfield', company)
    const person = await inviteWithAuthenticator()
    const context = await browser.newContext({ baseURL: STAFF_SITE.url, viewport: DESKTOP })
    try {
      const desk = await context.newPage()
      await useTheme(desk, theme)
      await desk.goto('/staff/sign-in')
      await expectAccessible(desk, `sign-in, ${theme}`)
      const form = desk.getByRole('region', { name: 'With your password' })
      await form.getByLabel('Email').fill(person.email)
      await form.getByLabel('Password').fill(PASSWORD)
      await form.getByRole('button', { name: 'Sign in' }).click()
      await expect(desk).toHaveURL(/\/staff\/verify$/)
      await expectAccessible(desk, `the code step, ${theme}`)
      await enterTotp(desk, person.secret, 'Verify')
      await expect(desk.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()

      await expect(desk.getByRole('table')).toBeVisible()
      await expect(desk.getByRole('list', { name: 'Leads, newest first' })).toBeHidden()
      expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width)
      // Every email on the page on one line, or broken before its @: never in the middle of a word
      // (each part, before and after the @, on one line).
      const emails = await desk.locator('tbody td:nth-child(3)').evaluateAll((cells) =>
        cells.map((cell) => {
          const parts = [...cell.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)
          const lines = parts.map((node) => {
            const range = document.createRange()
            range.selectNodeContents(node)
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
          })
          return { text: cell.textContent ?? '', lines: Math.max(...lines) }
        }),
      )
      expect(emails.length).toBeGreaterThan(0)
      for (const email of emails) expect(email.lines, email.text).toBe(1)
      await screenshot(desk, `inbox-1440-${theme}`)
      await expectAccessible(desk, `the inbox at 1440 px, ${theme}`)

      await desk.goto(`/staff/leads/${id}`)
      const status = (await desk.getByRole('heading', { name: /^Status:/ }).boundingBox())!
      const details = (await desk.getByRole('heading', { name: 'Details' }).boundingBox())!
      // Side by side: the status at the top of the right column.
      expect(status.x).toBeGreaterThan(details.x + 300)
      expect(Math.abs(status.y - details.y)).toBeLessThan(10)
      await screenshot(desk, `lead-1440-${theme}`)
      await expectAccessible(desk, `a lead at 1440 px, ${theme}`)

      await desk.goto('/staff/security')
      await expectAccessible(desk, `two-step sign-in, ${theme}`)
      await desk.getByRole('button', { name: 'Remove Work phone' }).click()
      await expect(desk.getByRole('dialog')).toBeVisible()
      await expectAccessible(desk, `the question before removing the last authenticator, ${theme}`)
      await desk.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      await expect(desk.getByRole('listitem').filter({ hasText: 'Work phone' })).toBeVisible()
    } finally {
      await context.close()
    }
  })
}
