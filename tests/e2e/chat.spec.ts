import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { CHAT_STORAGE_KEY } from '../../components/chat/conversation'
import { seedDocuments } from './seed'

type ChatAssistant = {
  name: string
  greeting: string
  discoveryQuestions: string[]
  replies: { leadThankYou: string; nonEnglish: string }
}
const michael = seedDocuments().find((doc) => doc._type === 'chatAssistant') as unknown as ChatAssistant
const ENGLISH_ONLY = 'I currently support English. Could you please ask your question in English?'
const CHAT_FAILURE = 'Failed to get a response. Please try again.'

// Each test talks from its own address, so the per-IP limits of /api/chat and /api/gpt-lead never
// couple tests (nor reruns: the counters outlive a run).
const randomIp = () =>
  `10.${Array.from(crypto.getRandomValues(new Uint8Array(3)), (byte, i) => (i === 2 ? (byte % 254) + 1 : byte)).join('.')}`
let ip = ''

test.beforeEach(async ({ page }) => {
  ip = randomIp()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
})

const chatDialog = (page: Page) => page.getByRole('dialog', { name: `Chat with ${michael.name}` })
const talkButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Talk to an AI Agent' })
const messageInput = (dialog: Locator) => dialog.getByRole('textbox', { name: `Message ${michael.name}` })
const lastMessage = (dialog: Locator) =>
  dialog.getByRole('region', { name: 'Conversation' }).getByRole('listitem').last()

async function openChat(page: Page) {
  await talkButton(page).click()
  const dialog = chatDialog(page)
  await expect(dialog).toBeVisible()
  return dialog
}

/** Michael's latest message as the widget keeps it for the session (also while the lead form hides the list). */
const latestStoredReply = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{"messages":[]}') as {
      messages: Array<{ role: string; content: string }>
    }
    return stored.messages.findLast((message) => message.role === 'assistant')?.content ?? ''
  }, CHAT_STORAGE_KEY)

/** Sends a message and waits until Michael's reply is typed out (or the lead form took its place). */
async function say(dialog: Locator, text: string): Promise<string> {
  const input = messageInput(dialog)
  await input.fill(text)
  await input.press('Enter')
  // Sending empties the input; it is enabled again once the reply is typed out (or the lead form
  // took over, filled in with what the visitor told Michael).
  const form = dialog.getByRole('region', { name: 'Share your details' })
  await expect
    .poll(async () => (await form.isVisible()) || (await input.inputValue({ timeout: 1000 }).catch(() => null)) === '')
    .toBe(true)
  await expect(input.or(dialog.getByRole('textbox', { name: 'Name' }))).toBeEnabled({ timeout: 20_000 })
  const reply = await latestStoredReply(dialog.page())
  if (await dialog.getByRole('region', { name: 'Conversation' }).count())
    await expect(lastMessage(dialog)).toContainText(reply.slice(0, 60))
  return reply
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a visitor asks about the AI Receptionist, leaves their details and books a call', async ({ page, request }) => {
    // The scheduling provider, stubbed at the network layer (every other outside host is aborted).
    await page.route('https://cal.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Scheduler</title>' }),
    )
    await page.goto('/')
    const dialog = await openChat(page)
    await expect(dialog.getByText(michael.greeting)).toBeVisible()
    // The chat area is 400px high.
    expect((await dialog.getByRole('region', { name: 'Conversation' }).boundingBox())?.height).toBe(400)

    expect(await say(dialog, 'Tell me about the AI Receptionist')).toContain(michael.discoveryQuestions[0])
    expect(await say(dialog, 'We run a dental clinic')).toContain(michael.discoveryQuestions[1])
    expect(await say(dialog, 'We miss a lot of calls at lunchtime')).toContain(michael.discoveryQuestions[2])
    const ask = await say(dialog, 'About 200 calls a week')
    expect(ask).toMatch(/\bname\b/)
    expect(ask).toMatch(/\bemail\b/)
    expect(ask).toMatch(/\bcompany\b/)

    // The details form joins the conversation below the last message; what was said stays.
    const conversation = dialog.getByRole('region', { name: 'Conversation' })
    const form = conversation.getByRole('region', { name: 'Share your details' })
    await expect(form).toBeVisible()
    await expect(lastMessage(dialog)).toContainText(ask.slice(0, 60))
    await expect(conversation.getByText('We miss a lot of calls at lunchtime')).toHaveCount(1)
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Dana Reyes')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`dana+${Date.now()}@reyes-dental.example`)
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Reyes Dental')

    const leadRequest = page.waitForRequest((req) => req.url().endsWith('/api/gpt-lead') && req.method() === 'POST')
    const leadResponse = page.waitForResponse(
      (res) => res.url().endsWith('/api/gpt-lead') && res.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: 'Send details' }).click()
    const sent = (await leadRequest).postDataJSON() as Record<string, string>
    const saved = await leadResponse
    expect(saved.status()).toBe(201)
    const { id } = (await saved.json()) as { id: string }
    expect(sent).toMatchObject({ name: 'Dana Reyes', company: 'Reyes Dental', source: 'chat' })
    expect(sent.idempotencyKey).toBeTruthy()

    await expect(page.getByText('Your information has been submitted.')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveCount(0)
    await expect(lastMessage(dialog)).toContainText(michael.replies.leadThankYou)
    const book = dialog.getByRole('button', { name: 'Book a Call' })
    await expect(book).toHaveCount(1)
    await book.click()
    const booking = page.getByRole('dialog', { name: 'Book your free 30-minute consultation' })
    await expect(booking).toBeVisible()
    // Opened with what the visitor gave: name, email, and their company and first question as notes.
    const src = new URL((await booking.locator('iframe').getAttribute('src'))!)
    expect(src.searchParams.get('name')).toBe('Dana Reyes')
    expect(src.searchParams.get('email')).toBe(sent.email)
    expect(src.searchParams.get('notes')).toBe('Company: Reyes Dental. Tell me about the AI Receptionist')
    await page.keyboard.press('Escape')
    await expect(booking).toBeHidden()
    await expect(book).toBeFocused()
    await expect(dialog).toBeVisible()

    // Only a stored lead can answer a replay of the same submission with the same id.
    const replay = await request.post('/api/gpt-lead', { data: sent, headers: { 'x-forwarded-for': ip } })
    expect(replay.status()).toBe(200)
    expect(replay.headers()['idempotent-replayed']).toBe('true')
    expect(((await replay.json()) as { id: string }).id).toBe(id)

    // No second lead form once a lead exists.
    expect(await say(dialog, "I'd like a demo")).not.toBe('')
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveCount(0)
  })

  test('the conversation is kept across a navigation and a reload', async ({ page }) => {
    await page.goto('/')
    let dialog = await openChat(page)
    const reply = await say(dialog, 'How much does it cost?')
    expect(reply).toContain('Starter')
    await dialog.getByRole('button', { name: 'Close chat' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    dialog = await openChat(page)
    await expect(dialog.getByText('How much does it cost?')).toBeVisible()
    await expect(lastMessage(dialog)).toContainText('Starter')

    await page.reload()
    dialog = await openChat(page)
    await expect(dialog.getByText('How much does it cost?')).toBeVisible()
    await expect(lastMessage(dialog)).toContainText('Starter')

    // What the session holds is checked: a malformed entry is dropped, not trusted.
    await page.evaluate(
      (key) => sessionStorage.setItem(key, '{"version":1,"messages":[{"role":"system"}]}'),
      CHAT_STORAGE_KEY,
    )
    await page.reload()
    dialog = await openChat(page)
    await expect(dialog.getByText(michael.greeting)).toBeVisible()
    await expect(dialog.getByText('How much does it cost?')).toHaveCount(0)
  })
})

test('Enter sends, Shift+Enter adds a line and blank messages are ignored', async ({ page }) => {
  let chatRequests = 0
  page.on('request', (req) => void (req.url().endsWith('/api/chat') && chatRequests++))
  await page.goto('/')
  const dialog = await openChat(page)
  const input = messageInput(dialog)
  await expect(input).toBeFocused()

  await page.keyboard.type('   ')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Enter')
  await page.keyboard.press('Enter')
  expect(chatRequests).toBe(0)
  await expect(dialog.getByRole('region', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(1)

  await input.fill('')
  await page.keyboard.type('Hello Michael')
  await page.keyboard.press('Shift+Enter')
  await page.keyboard.type('What does the AI Receptionist do?')
  await expect(input).toHaveValue('Hello Michael\nWhat does the AI Receptionist do?')
  await page.keyboard.press('Enter')

  // While Michael answers, the input is disabled and a loading state shows.
  await expect(input).toBeDisabled()
  await expect(input).toHaveValue('')
  await expect(dialog.getByRole('listitem').filter({ hasText: 'You: Hello Michael' })).toHaveText(
    /Hello Michael\s+What does the AI Receptionist do\?/,
  )
  await expect(dialog.getByRole('region', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true')
  await expect(input).toBeEnabled({ timeout: 20_000 })
  await expect(input).toBeFocused()
  expect(chatRequests).toBe(1)
  await expect(lastMessage(dialog)).toContainText('AI Receptionist')
})

test('a message in another language gets exactly the English-only reply, typed out', async ({ page }) => {
  // The page's timers run on the test's clock, so the typing is seen a step at a time however busy
  // the machine is (a loaded one paints few of the 1.2 s worth of states in real time).
  await page.clock.install()
  await page.goto('/')
  const dialog = await openChat(page)
  // Records each text the reply bubble shows, to see it grow character by character.
  await dialog.evaluate((element) => {
    const seen = new Set<string>()
    ;(window as unknown as { typed: Set<string> }).typed = seen
    new MutationObserver(() => {
      const items = element.querySelectorAll('li')
      seen.add(items[items.length - 1]?.textContent ?? '')
    }).observe(element, { subtree: true, childList: true, characterData: true })
  })
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  const input = messageInput(dialog)
  await input.fill('Hola, ¿cuánto cuesta el recepcionista de IA?')
  await input.press('Enter')
  const whole = `${michael.name}: ${ENGLISH_ONLY}`
  // Eight characters' worth of time at each step, until the reply is whole.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(120)
        return lastMessage(dialog).textContent()
      },
      { intervals: [20], timeout: 20_000 },
    )
    .toBe(whole)
  await page.clock.resume()
  await expect(lastMessage(dialog)).toHaveText(whole)
  expect(await latestStoredReply(page)).toBe(ENGLISH_ONLY)
  await expect(input).toBeEnabled()
  const typed = await page.evaluate(() => [...(window as unknown as { typed: Set<string> }).typed])
  // Partial states, not the whole reply at once.
  expect(
    typed.filter((text) => text.startsWith(`${michael.name}: I currently`) && text.length < whole.length).length,
  ).toBeGreaterThan(5)
})

test('a failed reply shows the error toast and keeps the message to resend', async ({ page }) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Failed to generate chat completion: boom"}',
    }),
  )
  await page.goto('/')
  const dialog = await openChat(page)
  const input = messageInput(dialog)
  await input.fill('What does the AI Receptionist cost?')
  await input.press('Enter')

  // The toast shows inside the open chat (tests/e2e/chat-overlays.spec.ts).
  const toast = dialog.locator('[aria-live]').filter({ hasText: CHAT_FAILURE })
  await expect(toast.getByText('Error', { exact: true })).toBeVisible()
  await expect(toast.getByText(CHAT_FAILURE, { exact: true })).toBeVisible()
  await expect(input).toHaveValue('What does the AI Receptionist cost?')
  await expect(input).toBeEnabled()
  await expect(dialog.getByRole('region', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(1)

  await page.unroute('**/api/chat')
  await input.press('Enter')
  await expect(dialog.getByText('What does the AI Receptionist cost?')).toBeVisible()
  await expect(lastMessage(dialog)).toContainText('$297', { timeout: 20_000 })
})

test('a reload while the reply is on its way leaves the question marked not answered, to send again', async ({
  page,
}) => {
  await page.goto('/')
  let dialog = await openChat(page)
  const question = 'What does the AI Receptionist cost?'
  await messageInput(dialog).fill(question)
  await messageInput(dialog).press('Enter')
  await expect(dialog.getByRole('region', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true')
  await page.reload()

  dialog = await openChat(page)
  const asked = lastMessage(dialog)
  await expect(asked).toContainText(`You: ${question}`)
  await expect(asked).toContainText('Not answered')
  let chatRequests = 0
  page.on('request', (req) => void (req.url().endsWith('/api/chat') && chatRequests++))
  await asked.getByRole('button', { name: 'Send again' }).click()
  await expect(messageInput(dialog)).toBeFocused()
  // The reply is typed out in full, and saved with the conversation.
  await expect(messageInput(dialog)).toBeEnabled({ timeout: 20_000 })
  await expect(lastMessage(dialog)).toContainText('$297')
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0)
  await expect(dialog.getByText('Not answered')).toHaveCount(0)
  // The question is asked once more, not added a second time.
  await expect(dialog.getByRole('listitem').filter({ hasText: `You: ${question}` })).toHaveCount(1)
  expect(chatRequests).toBe(1)
  expect(await latestStoredReply(page)).toContain('$297')
})

test('the floating chat button shows only on /chat', async ({ page }) => {
  const floating = page.getByRole('button', { name: `Chat with ${michael.name}` })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(floating).toHaveCount(0)
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(floating).toHaveCount(0)

  await page.goto('/chat')
  await expect(floating).toBeVisible()
  await floating.click()
  const dialog = chatDialog(page)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close chat' }).click()
  await expect(floating).toBeFocused()

  // Leaving /chat in the app removes it too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(floating).toHaveCount(0)
})

test('keyboard: focus stays off the page behind the dialog, Escape closes it and focus returns to the button', async ({
  page,
}) => {
  await page.goto('/')
  const button = talkButton(page)
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = chatDialog(page)
  await expect(dialog).toBeVisible()
  await expect(messageInput(dialog)).toBeFocused()
  // A native modal: past either end of the dialog focus goes to the browser's own controls (out of
  // the document) and then back into the dialog; never to the page behind it.
  const focusIn = () =>
    dialog.evaluate((element) =>
      element.contains(document.activeElement)
        ? 'dialog'
        : document.hasFocus()
          ? `the page: ${document.activeElement?.outerHTML.slice(0, 80)}`
          : 'browser',
    )
  const visited = new Set<string>()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab')
    const where = await focusIn()
    expect(where, `after ${i + 1} presses`).toMatch(/^(dialog|browser)$/)
    visited.add(where)
  }
  expect([...visited].sort(), 'Tab went past the last control and came back').toEqual(['browser', 'dialog'])
  if ((await focusIn()) === 'browser') await page.keyboard.press('Tab')
  expect(await focusIn()).toBe('dialog')
  await expect(dialog.getByRole('link', { name: 'Talk instead' })).toHaveAttribute('href', '/voice-chat')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test('the dialog can be expanded, minimised and restored', async ({ page }) => {
  await page.goto('/')
  const dialog = await openChat(page)
  const width = (await dialog.boundingBox())!.width
  await dialog.getByRole('button', { name: 'Expand chat' }).click()
  expect((await dialog.boundingBox())!.width).toBeGreaterThan(width)
  await dialog.getByRole('button', { name: 'Collapse chat' }).click()
  expect((await dialog.boundingBox())!.width).toBe(width)

  await messageInput(dialog).fill('draft kept while minimised')
  await dialog.getByRole('button', { name: 'Minimise chat' }).click()
  await expect(dialog).toBeHidden()
  const restore = page.getByRole('button', { name: `Chat with ${michael.name}` })
  await expect(restore).toBeFocused()
  await restore.click()
  await expect(dialog).toBeVisible()
  await expect(messageInput(dialog)).toHaveValue('draft kept while minimised')

  // Asking from the navigation again restores a minimised dialog too.
  await dialog.getByRole('button', { name: 'Minimise chat' }).click()
  await talkButton(page).click()
  await expect(dialog).toBeVisible()
})

test('a press on "Talk to an AI Agent" before the scripts have run opens the chat once they have', async ({ page }) => {
  // Every script file arrives 3 s late: the visitor presses the button they can already see.
  await page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await route.fallback()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await talkButton(page).click()
  await expect(chatDialog(page)).toBeVisible({ timeout: 20_000 })
  await expect(messageInput(chatDialog(page))).toBeFocused()
  // Closing it gives focus back to the button that was pressed.
  await chatDialog(page).getByRole('button', { name: 'Close chat' }).click()
  await expect(chatDialog(page)).toBeHidden()
  await expect(talkButton(page)).toBeFocused()
})

test.describe('mobile (375px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('opens from the menu as a full-width sheet', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Talk to an AI Agent' }).click()
    const dialog = chatDialog(page)
    await expect(dialog).toBeVisible()
    // A sheet along the bottom edge, full width (measured once its slide-in has ended).
    // Its bottom edge, from one measurement (the expected value read apart from it could come from
    // another frame of the animation, a fraction of a pixel off).
    await expect
      .poll(async () => {
        const { y, height } = (await dialog.boundingBox())!
        return Math.round((y + height) * 100) / 100
      })
      .toBe(812)
    const box = (await dialog.boundingBox())!
    expect(box.x).toBe(0)
    expect(box.width).toBe(375)
    await expect(dialog.getByRole('region', { name: 'Conversation' })).toBeVisible()
    await expect(messageInput(dialog)).toBeVisible()
    await dialog.getByRole('button', { name: 'Close chat' }).click()
    await expect(dialog).toBeHidden()
  })
})

/** Sends the chat's lead form; resolves with what it posted, once the endpoint saved it (201). */
async function sendForm(form: Locator): Promise<Record<string, unknown>> {
  const leadResponse = form
    .page()
    .waitForResponse((res) => res.url().endsWith('/api/gpt-lead') && res.request().method() === 'POST')
  await form.getByRole('button', { name: 'Send details' }).click()
  const saved = await leadResponse
  expect(saved.status(), await saved.text()).toBe(201)
  return saved.request().postDataJSON() as Record<string, unknown>
}

test.describe('details typed into the chat', () => {
  test.use({ reducedMotion: 'reduce' })

  test('are saved as a lead when they are complete, with the conversation, as the form saves one', async ({ page }) => {
    await page.goto('/')
    const dialog = await openChat(page)
    const email = `dana+${Date.now()}@reyes-dental.example`
    const leadResponse = page.waitForResponse(
      (res) => res.url().endsWith('/api/gpt-lead') && res.request().method() === 'POST',
    )
    const reply = await say(dialog, `Dana Reyes, ${email}, Reyes Dental`)
    expect(reply).toMatch(/^Thanks for sharing your details!/)
    const saved = await leadResponse
    expect(saved.status(), await saved.text()).toBe(201)
    const sent = saved.request().postDataJSON() as Record<string, unknown>
    expect(sent).toMatchObject({ name: 'Dana Reyes', email, company: 'Reyes Dental', source: 'chat' })
    expect(JSON.stringify(sent.transcript)).toContain(`Dana Reyes, ${email}, Reyes Dental`)
    await expect(page.getByText('Your information has been submitted.')).toBeVisible()
    // Saved: no form asks for them again, and the call can be booked.
    await expect(dialog.getByRole('region', { name: 'Share your details' })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Book a Call' })).toHaveCount(1)
  })

  test('open the form filled in with them when the name is missing, and are saved from it', async ({ page }) => {
    await page.goto('/')
    const dialog = await openChat(page)
    const email = `tom+${Date.now()}@acme.example`
    expect(await say(dialog, `my email is ${email}`)).toMatch(/name of your company/)
    await say(dialog, 'Acme Plumbing')
    const form = dialog.getByRole('region', { name: 'Share your details' })
    await expect(form).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Plumbing')
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await form.getByRole('textbox', { name: 'Name' }).fill('Tom Acme')
    expect(await sendForm(form)).toMatchObject({ name: 'Tom Acme', email, company: 'Acme Plumbing' })
  })

  test('that came before a booking request are in the form it opens, focus on what is missing', async ({ page }) => {
    await page.goto('/')
    const dialog = await openChat(page)
    expect(await say(dialog, "hi i'm tom reyes from reyes plumbing")).toMatch(/^Nice to meet you, Tom!/)
    expect(await say(dialog, "i'd like to book a call")).toMatch(
      /add your email \(I've filled in your name and company\)/,
    )
    const form = dialog.getByRole('region', { name: 'Share your details' })
    await expect(form).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Tom Reyes')
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Reyes Plumbing')
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused()
    // A reload keeps the form as it was, filled in.
    await page.reload()
    await openChat(page)
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Tom Reyes')
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Reyes Plumbing')
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused()
    // Nothing is sent until the visitor sends the form.
    const email = `tom+${Date.now()}@reyes-plumbing.example`
    await page.keyboard.type(email)
    expect(await sendForm(form)).toMatchObject({ name: 'Tom Reyes', email, company: 'Reyes Plumbing' })
  })

  test('a phone number typed to Michael has its field in the form, and the lead keeps it', async ({ page }) => {
    await page.goto('/')
    const dialog = await openChat(page)
    await say(dialog, 'hi, this is Dana from Sunny Side Bakery. we have 2 shops')
    await say(dialog, 'can someone call me? 415 555 0132')
    const form = dialog.getByRole('region', { name: 'Share your details' })
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Dana')
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Sunny Side Bakery')
    await expect(form.getByRole('textbox', { name: /^Phone/ })).toHaveValue('415 555 0132')
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused()
    const email = `dana+${Date.now()}@sunny-side.example`
    await page.keyboard.type(email)
    expect(await sendForm(form)).toMatchObject({ name: 'Dana', email, phone: '415 555 0132' })
  })
})
