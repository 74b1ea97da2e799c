/** Pages served and chat answers under 50 concurrent clients (the closed loop of load.ts). */
import { Agent, request as httpRequest } from 'node:http'
import { startOpenAIServer } from '../../tests/fixtures/openai-server'
import { conversations } from '../../tests/replay/conversations'
import { benchEval } from './chat-eval'
import { benchReplay } from './chat-replay'
import { firstLoads } from './first-load'
import { formatLoad, runLoad } from './load'
import { startSite } from './server'

const CLIENTS = 50
const PAGE_REQUESTS = 2_000
const CHAT_REQUESTS = 500
const UPSTREAM_DELAY_MS = 200

const blogPost = () => firstLoads().find((r) => /^\/blog\/(?!page\/|category\/)/.test(r.route))?.route ?? '/blog'

/** One address per simulated visitor, as behind a proxy: the per-IP limits stay out of the way. */
const visitor = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

/** Budget for the local engine's reply to one visitor on an idle server (p99). */
const LOCAL_P99_BUDGET_MS = 20

// Visitors ask different things: the replay set's opening questions, in turn.
const openers = conversations.map((c) => c.turns[0]!.say).filter((say) => say.trim() && say.length <= 300)
const askLocal = (url: string) => (index: number) =>
  fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(index) },
    body: JSON.stringify({ messages: [{ role: 'user', content: openers[index % openers.length] }] }),
  })

const askMichael = (url: string) => (index: number) =>
  fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(index) },
    body: JSON.stringify({
      messages: [{ role: 'user', content: 'How much does the AI receptionist cost per month?' }],
    }),
  })

/**
 * GET `route` asking for one content encoding, over kept-alive connections, read as the bytes that
 * crossed the wire (fetch would decode them): the answer's encoding and size ride on the Response.
 */
function getEncoded(agent: Agent, base: string, route: string, acceptEncoding: string) {
  return new Promise<Response>((resolve, reject) => {
    const url = new URL(route, base)
    const req = httpRequest(
      { agent, host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const headers = { 'x-encoding': String(res.headers['content-encoding'] ?? 'identity') }
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }))
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** The landing page asked for as a browser does (Brotli or gzip), gzip only and uncompressed: throughput and bytes sent. */
async function benchEncodings(base: string): Promise<string[]> {
  const lines: string[] = []
  for (const acceptEncoding of ['br, gzip', 'gzip', 'identity']) {
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
    const first = await getEncoded(agent, base, '/', acceptEncoding)
    const bytes = (await first.arrayBuffer()).byteLength
    const encoding = first.headers.get('x-encoding')
    const result = await runLoad({
      clients: CLIENTS,
      total: PAGE_REQUESTS,
      send: () => getEncoded(agent, base, '/', acceptEncoding),
    })
    agent.destroy()
    lines.push(
      `${formatLoad(`GET / (accepts ${acceptEncoding})`, result)}   sent ${encoding}, ${(bytes / 1024).toFixed(1)} KiB`,
    )
  }
  return lines
}

export async function benchPages(): Promise<string[]> {
  const lines = [`Pages: ${PAGE_REQUESTS} GETs each, ${CLIENTS} concurrent clients`]
  const site = await startSite({})
  try {
    for (const route of ['/', '/ai-receptionist', blogPost()]) {
      await (await fetch(site.url + route)).arrayBuffer() // warm
      const result = await runLoad({ clients: CLIENTS, total: PAGE_REQUESTS, send: () => fetch(site.url + route) })
      lines.push(formatLoad(`GET ${route}`, result))
    }
    lines.push(...(await benchEncodings(site.url)))
  } finally {
    await site.stop()
  }
  return lines
}

export async function benchChat(): Promise<string[]> {
  const lines = [`Chat: ${CHAT_REQUESTS} POST /api/chat each, ${CLIENTS} concurrent clients`]
  const local = await startSite({ OPENAI_API_KEY: '' })
  try {
    await runLoad({ clients: 1, total: openers.length, send: askLocal(local.url) }) // warm: first replies build the search index
    const alone = await runLoad({ clients: 1, total: 400, send: askLocal(local.url) })
    lines.push(formatLoad('local engine, 1 client', alone))
    lines.push(
      `  p99 ${alone.p99.toFixed(1)} ms for one client: ${alone.p99 < LOCAL_P99_BUDGET_MS ? 'within' : '✗ over'} the ${LOCAL_P99_BUDGET_MS} ms budget`,
    )
    lines.push(
      formatLoad(
        'local engine',
        await runLoad({ clients: CLIENTS, total: CHAT_REQUESTS, send: (i) => askLocal(local.url)(i + 10_000) }),
      ),
    )
    lines.push('', ...(await benchEval(local.url)), '')
  } finally {
    await local.stop()
  }
  const upstream = await startOpenAIServer()
  upstream.respondWith({ kind: 'reply', chunks: ['Plans start at $99 a month.'], delayMs: UPSTREAM_DELAY_MS })
  const site = await startSite({ OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: upstream.baseURL })
  try {
    // One client first: the overhead without queueing; then 50, where the queue adds to it.
    const alone = await runLoad({ clients: 1, total: 40, send: askMichael(site.url) })
    const result = await runLoad({
      clients: CLIENTS,
      total: CHAT_REQUESTS,
      send: (i) => askMichael(site.url)(i + 1_000),
    })
    lines.push(formatLoad(`OpenAI path (upstream ${UPSTREAM_DELAY_MS} ms)`, result))
    const overhead = (r: typeof result) =>
      `p50 ${(r.p50 - UPSTREAM_DELAY_MS).toFixed(1)} ms, p99 ${(r.p99 - UPSTREAM_DELAY_MS).toFixed(1)} ms`
    lines.push(
      `  server overhead (latency − upstream delay): ${overhead(result)} at ${CLIENTS} clients; ${overhead(alone)} for 1 client`,
    )
    if (upstream.requests.length < result.ok)
      lines.push(`  ✗ only ${upstream.requests.length} upstream calls for ${result.ok} answers`)
  } finally {
    await site.stop()
    await upstream.close()
  }
  lines.push('', ...(await benchReplay()))
  return lines
}
