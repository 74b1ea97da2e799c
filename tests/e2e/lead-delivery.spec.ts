import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { createPostgresLeadStore } from '../../lib/leads/store/drizzle-store'
import { createTestDatabase } from '../fixtures/postgres'
import { type SiteProcess, startSiteProcess } from '../fixtures/site-process'
import { startSmtpSink } from '../fixtures/smtp-sink'
import { startWebhookReceiver } from '../fixtures/webhook-receiver'
import { openChatLeadForm } from './chat-lead-form'
import { expect, test } from './fixtures'
import { E2E_MAIL_DIR } from './mail-dir'

const SMTP_PORT = 3146
const WEBHOOK_PORT = 3147
const SITE_PORTS = [3144, 3145] as const
const WEBHOOK_SECRET = `whsec_${Buffer.from('the e2e lead webhook secret!!!!!').toString('base64')}`

const lead = (n: number, run: string) => ({
  name: `Delivery Visitor ${n}`,
  email: `delivery${n}.${run}@example.com`,
  company: `Delivery Co ${n}`,
  source: 'contact',
  idempotencyKey: `delivery-e2e-${run}-${n}`,
})

test('a lead from the chat reaches sales with the conversation behind it (the .eml default)', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.190' })
  const dialog = await openChatLeadForm(page)
  const nameField = dialog.getByRole('textbox', { name: 'Name' })
  const email = `dana.transcript+${Date.now()}@reyes-dental.example`
  await nameField.fill('Dana "Dee" Reyes')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Reyes & Dental')
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/gpt-lead') && res.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Send details' }).click()
  const { id } = (await (await saved).json()) as { id: string }

  // Written to MAIL_DIR by the server's delivery worker, within seconds.
  let file: string | undefined
  await expect(async () => {
    file = readdirSync(E2E_MAIL_DIR).find((name) => name.endsWith(`-lead-${id}.eml`))
    expect(file).toBeDefined()
  }).toPass({ timeout: 15_000 })
  const mail = await simpleParser(readFileSync(path.join(E2E_MAIL_DIR, file!)))
  expect(mail.subject).toBe('New lead: Dana "Dee" Reyes, Reyes & Dental')
  expect(mail.replyTo?.value[0]?.address).toBe(email)
  expect(mail.text).toContain('Visitor: Tell me about the AI Receptionist')
  expect(mail.text).toMatch(/Michael: Hi/)
  expect(String(mail.html)).toContain('Dana &quot;Dee&quot; Reyes')
  expect(String(mail.html)).toContain('Reyes &amp; Dental')
})

test.describe('delivery survives what a server goes through', () => {
  // Each test starts server processes of its own (a fresh embedded database boots in seconds).
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  const sites: SiteProcess[] = []

  test.beforeAll(async () => {
    sink = await startSmtpSink({ port: SMTP_PORT })
    receiver = await startWebhookReceiver({ secret: WEBHOOK_SECRET, port: WEBHOOK_PORT })
  })
  test.beforeEach(() => {
    sink.received.length = 0
    receiver.received.length = 0
    receiver.attempts.length = 0
  })
  test.afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.stop()))
  })
  test.afterAll(async () => {
    await sink?.close()
    await receiver?.close()
  })
  const deliveryEnv = () => ({
    SMTP_URL: sink.url,
    LEAD_NOTIFY_TO: 'sales@agency.example',
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })

  test('a server killed between the commit and the delivery delivers once it is started again', async () => {
    const dataDir = '.data/e2e-delivery-restart'
    rmSync(dataDir, { recursive: true, force: true })
    const env = { ...deliveryEnv(), LEADS_DATA_DIR: dataDir }
    // The mail server and the receiver are down: the lead is committed, its deliveries are not made.
    sink.refuseNextConnections(1_000)
    receiver.failNextRequests(1_000)
    let site = await startSiteProcess(env, { port: SITE_PORTS[0], readyPath: '/offline' })
    sites.push(site)
    const run = Date.now().toString(36)
    const response = await fetch(`${site.url}/api/gpt-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.191' },
      body: JSON.stringify(lead(1, run)),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    // Both channels tried and failed. A kill in the middle of an attempt leaves that delivery
    // leased (60 s): it is due again when the lease ends, so the waits below allow for one.
    await expect.poll(() => receiver.attempts.length, { timeout: 15_000 }).toBeGreaterThan(0)
    await expect.poll(() => sink.refused, { timeout: 15_000 }).toBeGreaterThan(0)
    await site.kill()
    sites.length = 0
    expect(sink.received).toHaveLength(0)
    expect(receiver.received).toHaveLength(0)

    sink.refuseNextConnections(0)
    receiver.failNextRequests(0)
    site = await startSiteProcess(env, { port: SITE_PORTS[0], readyPath: '/offline' })
    sites.push(site)
    await sink.waitFor(1, 75_000)
    await receiver.waitFor(1, 75_000)
    expect(sink.received[0]!.parsed.subject).toBe(`New lead: Delivery Visitor 1, Delivery Co 1`)
    expect(receiver.received[0]).toMatchObject({ verified: true, body: { type: 'lead.created', data: { id } } })
    // Every attempt, before and after the restart, carried the one id of this lead's webhook.
    expect(new Set(receiver.attempts)).toEqual(new Set([receiver.received[0]!.id]))
  })

  test('two server processes on one PostgreSQL send each of 100 pending deliveries once', async () => {
    const database = await createTestDatabase()
    test.skip('unavailable' in database, 'unavailable' in database ? database.unavailable : '')
    if ('unavailable' in database) return
    try {
      // 100 leads committed while no server runs: 200 pending deliveries.
      const writer = createPostgresLeadStore(database.url, { channels: ['email', 'webhook'] })
      const run = Date.now().toString(36)
      for (let n = 0; n < 100; n++) await writer.save(lead(100 + n, run))
      await writer.close()

      const env = { ...deliveryEnv(), DATABASE_URL: database.url }
      sites.push(
        ...(await Promise.all(SITE_PORTS.map((port) => startSiteProcess(env, { port, readyPath: '/offline' })))),
      )
      await sink.waitFor(100, 60_000)
      await receiver.waitFor(100, 60_000)
      // Time for a second copy to arrive, were one sent.
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      expect(sink.received).toHaveLength(100)
      expect(new Set(sink.received.map((mail) => mail.parsed.messageId)).size).toBe(100)
      expect(receiver.received).toHaveLength(100)
      expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(100)
      expect(receiver.received.every((hook) => hook.verified)).toBe(true)
    } finally {
      await Promise.all(sites.splice(0).map((site) => site.stop()))
      await database.drop()
    }
  })
})
