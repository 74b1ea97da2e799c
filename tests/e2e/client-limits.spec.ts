import { rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { startForwardingProxy } from '../fixtures/forwarding-proxy'
import { startOpenAIServer } from '../fixtures/openai-server'
import { type SiteProcess, startSiteProcess } from '../fixtures/site-process'
import { expect, test } from './fixtures'

/** Lead submissions and chat messages one network may make (lib/leads/index.ts, lib/chat/index.ts). */
const LEAD_LIMIT = 8
const CHAT_LIMIT = 30

const PROXY_PORT = 3140
const DIRECT_SITE_PORT = 3141
const OPENAI_PORT = 3142
const DAILY_CAP = 3

type Answer = { status: number; body: Record<string, unknown> }

/**
 * A client that sends every request over one kept-alive connection from its own loopback
 * address, with a new made-up X-Forwarded-For each time: the script the limits must stop.
 */
function rotatingClient(base: string, localAddress: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const sockets = new Set<unknown>()
  let sent = 0
  const post = (path: string, body: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const url = new URL(path, base)
      const payload = JSON.stringify(body)
      sent++
      const req = httpRequest(
        {
          agent,
          localAddress,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'x-forwarded-for': `10.${sent}.${(sent * 7) % 256}.${(sent % 250) + 1}`,
          },
        },
        (res) => {
          sockets.add(res.socket)
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }))
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
  return { post, connections: () => sockets.size, close: () => agent.destroy() }
}

const lead = (n: number, run: string) => ({
  name: `Rotating Visitor ${n}`,
  email: `rotating${n}@example.com`,
  company: 'Rotation Inc',
  idempotencyKey: `rotating-${run}-${n}`,
})
const question = { messages: [{ role: 'user', content: 'What does the AI Receptionist do?' }] }

async function sendAll(count: number, send: (n: number) => Promise<Answer>) {
  const statuses: number[] = []
  for (let n = 0; n < count; n++) statuses.push((await send(n)).status)
  return statuses
}
const expected = (allowed: number, okStatus: number, total: number) => [
  ...Array<number>(allowed).fill(okStatus),
  ...Array<number>(total - allowed).fill(429),
]

test.describe('behind one proxy (TRUSTED_PROXY_HOPS unset: 1)', () => {
  test.describe.configure({ mode: 'serial' })
  let proxy: Awaited<ReturnType<typeof startForwardingProxy>>
  test.beforeAll(async ({}, testInfo) => {
    proxy = await startForwardingProxy({ port: PROXY_PORT, target: testInfo.project.use.baseURL! })
  })
  test.afterAll(() => proxy.close())

  test('a client rotating X-Forwarded-For on one connection is held to the lead limit', async () => {
    const client = rotatingClient(proxy.url, '127.0.0.71')
    const run = Date.now().toString(36)
    const statuses = await sendAll(LEAD_LIMIT + 2, (n) => client.post('/api/gpt-lead', lead(n, run)))
    expect(statuses).toEqual(expected(LEAD_LIMIT, 201, LEAD_LIMIT + 2))
    expect(client.connections()).toBe(1)
    client.close()
  })

  test('and to the chat limit', async () => {
    const client = rotatingClient(proxy.url, '127.0.0.72')
    const statuses = await sendAll(CHAT_LIMIT + 2, () => client.post('/api/chat', question))
    expect(statuses).toEqual(expected(CHAT_LIMIT, 200, CHAT_LIMIT + 2))
    expect(client.connections()).toBe(1)
    client.close()
  })
})

test.describe('with no proxy (TRUSTED_PROXY_HOPS=0) and Michael on a model with a daily cap', () => {
  test.describe.configure({ mode: 'serial' })
  const dataDir = '.data/e2e-direct-leads'
  let site: SiteProcess
  let upstream: Awaited<ReturnType<typeof startOpenAIServer>>

  test.beforeAll(async () => {
    upstream = await startOpenAIServer({ port: OPENAI_PORT })
    upstream.respondWith({ kind: 'reply', chunks: ['From the model: ', 'the AI Receptionist answers every call.'] })
    rmSync(dataDir, { recursive: true, force: true })
    site = await startSiteProcess(
      {
        TRUSTED_PROXY_HOPS: '0',
        LEADS_DATA_DIR: dataDir,
        MAIL_DIR: `${dataDir}-mail`,
        OPENAI_API_KEY: 'sk-e2e-daily-cap',
        OPENAI_BASE_URL: upstream.baseURL,
        OPENAI_DAILY_MESSAGE_CAP: String(DAILY_CAP),
      },
      { port: DIRECT_SITE_PORT, readyPath: '/offline' },
    )
  })
  test.afterAll(async () => {
    await site?.stop()
    await upstream?.close()
  })

  test('a client-sent X-Forwarded-For is ignored, and a stored lead is still confirmed at the limit', async () => {
    const client = rotatingClient(site.url, '127.0.0.73')
    const run = Date.now().toString(36)
    const answers: Answer[] = []
    for (let n = 0; n < LEAD_LIMIT + 2; n++) answers.push(await client.post('/api/gpt-lead', lead(n, run)))
    expect(answers.map((answer) => answer.status)).toEqual(expected(LEAD_LIMIT, 201, LEAD_LIMIT + 2))

    // The first lead's response was lost, say: its retry is answered with its id.
    const retry = await client.post('/api/gpt-lead', lead(0, run))
    expect(retry).toEqual({ status: 200, body: { id: answers[0]!.body.id } })
    client.close()
  })

  test('past the daily model cap Michael answers from the local engine; the visitor sees no error', async ({
    page,
  }) => {
    const client = rotatingClient(site.url, '127.0.0.74')
    const replies: Answer[] = []
    for (let n = 0; n < DAILY_CAP + 2; n++) replies.push(await client.post('/api/chat', question))
    client.close()
    expect(replies.map((reply) => reply.status)).toEqual(Array(DAILY_CAP + 2).fill(200))
    expect(upstream.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(DAILY_CAP)
    expect(replies.slice(0, DAILY_CAP).map((reply) => reply.body.message)).toEqual(
      Array(DAILY_CAP).fill('From the model: the AI Receptionist answers every call.'),
    )
    for (const reply of replies.slice(DAILY_CAP)) expect(reply.body.message).toMatch(/Receptionist/)
    for (const reply of replies.slice(DAILY_CAP)) expect(reply.body.message).not.toMatch(/^From the model/)

    // In the widget: a reply, no error toast.
    await page.goto(`${site.url}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Talk to an AI Agent' }).click()
    const dialog = page.getByRole('dialog', { name: /^Chat with/ })
    const input = dialog.getByRole('textbox', { name: /^Message/ })
    await input.fill('Tell me about the AI Receptionist')
    await input.press('Enter')
    await expect(input).toHaveValue('')
    await expect(input).toBeEnabled({ timeout: 20_000 })
    await expect(dialog.getByRole('region', { name: 'Conversation' }).getByRole('listitem').last()).toContainText(
      /Receptionist/,
    )
    await expect(page.getByText('Failed to get a response. Please try again.')).toHaveCount(0)
    expect(upstream.requests).toHaveLength(DAILY_CAP)

    expect(site.output().match(/OPENAI_DAILY_MESSAGE_CAP reached/g)).toHaveLength(1)
  })
})
