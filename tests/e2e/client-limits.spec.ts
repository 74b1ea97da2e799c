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
  const send = (path: string, payload: Buffer, contentType: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(path, base)
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
            'content-type': contentType,
            'content-length': payload.length,
            'x-forwarded-for': `10.${sent}.${(sent * 7) % 256}.${(sent % 250) + 1}`,
            ...headers,
          },
        },
        (res) => {
          sockets.add(res.socket)
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
  const post = async (path: string, body: unknown): Promise<Answer> => {
    const { status, text } = await send(path, Buffer.from(JSON.stringify(body)), 'application/json')
    return { status, body: JSON.parse(text || '{}') }
  }
  /** A form posted as a browser without JavaScript posts it: the Server Action answers 303 or the page again. */
  const postForm = async (path: string, form: FormData) => {
    const encoded = new Response(form)
    const payload = Buffer.from(await encoded.arrayBuffer())
    return send(path, payload, encoded.headers.get('content-type')!, { origin: new URL(base).origin })
  }
  return { post, postForm, connections: () => sockets.size, close: () => agent.destroy() }
}

/** The contact form's fields as the page renders them (the Server Action's hidden fields included). */
async function contactForm(base: string): Promise<FormData> {
  const html = await (await fetch(`${base}/contact`)).text()
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/i.exec(html)![1]!
  const data = new FormData()
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1]
    const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? ''
    if (name) data.append(name, value.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
  }
  return data
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

test.describe('a site that trusts only its proxy (TRUSTED_PROXIES=127.0.0.1), Michael on a model with a daily cap', () => {
  test.describe.configure({ mode: 'serial' })
  const dataDir = '.data/e2e-direct-leads'
  let site: SiteProcess
  let proxy: Awaited<ReturnType<typeof startForwardingProxy>>
  let upstream: Awaited<ReturnType<typeof startOpenAIServer>>

  test.beforeAll(async () => {
    upstream = await startOpenAIServer({ port: OPENAI_PORT })
    upstream.respondWith({ kind: 'reply', chunks: ['From the model: ', 'the AI Receptionist answers every call.'] })
    rmSync(dataDir, { recursive: true, force: true })
    site = await startSiteProcess(
      {
        // Only the proxy below (which connects from 127.0.0.1) may say who its client is: the
        // clients on 127.0.0.7x stand for visitors on public addresses.
        TRUSTED_PROXIES: '127.0.0.1',
        LEADS_DATA_DIR: dataDir,
        MAIL_DIR: `${dataDir}-mail`,
        OPENAI_API_KEY: 'sk-e2e-daily-cap',
        OPENAI_BASE_URL: upstream.baseURL,
        OPENAI_DAILY_MESSAGE_CAP: String(DAILY_CAP),
      },
      { port: DIRECT_SITE_PORT, readyPath: '/offline' },
    )
    proxy = await startForwardingProxy({ port: PROXY_PORT, target: site.url })
  })
  test.afterAll(async () => {
    await proxy?.close()
    await site?.stop()
    await upstream?.close()
  })

  test('a client rotating X-Forwarded-For is held to the lead limit, and a stored lead is still confirmed', async () => {
    const client = rotatingClient(site.url, '127.0.0.73')
    const run = Date.now().toString(36)
    const answers: Answer[] = []
    for (let n = 0; n < LEAD_LIMIT + 2; n++) answers.push(await client.post('/api/gpt-lead', lead(n, run)))
    expect(answers.map((answer) => answer.status)).toEqual(expected(LEAD_LIMIT, 201, LEAD_LIMIT + 2))
    expect(client.connections()).toBe(1)

    // The first lead's response was lost, say: its retry is answered with its id.
    const retry = await client.post('/api/gpt-lead', lead(0, run))
    expect(retry).toEqual({ status: 200, body: { id: answers[0]!.body.id } })
    client.close()
  })

  test('and to the same limit on the contact form posted without JavaScript', async () => {
    const client = rotatingClient(site.url, '127.0.0.75')
    const form = await contactForm(site.url)
    const outcomes: string[] = []
    for (let n = 0; n < LEAD_LIMIT + 2; n++) {
      const details = lead(n, `form-${Date.now().toString(36)}`)
      form.set('name', details.name)
      form.set('email', details.email)
      form.set('company', details.company)
      const { status, text } = await client.postForm('/contact', form)
      outcomes.push(status === 303 ? 'saved' : text.includes('Too many submissions') ? 'limited' : `${status}`)
    }
    expect(outcomes).toEqual([...Array(LEAD_LIMIT).fill('saved'), 'limited', 'limited'])
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

  test('and to the chat limit', async () => {
    const client = rotatingClient(site.url, '127.0.0.72')
    const statuses = await sendAll(CHAT_LIMIT + 2, () => client.post('/api/chat', question))
    expect(statuses).toEqual(expected(CHAT_LIMIT, 200, CHAT_LIMIT + 2))
    client.close()
  })

  test('through the proxy on loopback, the address it forwards is the key, whatever the client prepends', async () => {
    const run = Date.now().toString(36)
    // The proxy appends 127.0.0.76 to the client's made-up chain: that is who is limited.
    const spoofing = rotatingClient(proxy.url, '127.0.0.76')
    const statuses = await sendAll(LEAD_LIMIT + 2, (n) => spoofing.post('/api/gpt-lead', lead(n, `${run}a`)))
    expect(statuses).toEqual(expected(LEAD_LIMIT, 201, LEAD_LIMIT + 2))
    spoofing.close()
    // Another visitor behind the same proxy has a limit of its own.
    const neighbour = rotatingClient(proxy.url, '127.0.0.77')
    expect((await neighbour.post('/api/gpt-lead', lead(0, `${run}b`))).status).toBe(201)
    neighbour.close()
  })
})
