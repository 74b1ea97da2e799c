import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installJsonConsole } from '@/lib/ops/json-console'
import { trackHttpRequests } from '@/lib/ops/http-requests'

/**
 * The access log of a real HTTP server: one line per request when it ends, at a level an operator
 * can filter on.
 */
describe('the access log', () => {
  const lines: Record<string, unknown>[] = []
  let restore = () => undefined as void
  let server: Server
  let port = 0

  beforeAll(async () => {
    restore = installJsonConsole((_level, line) => lines.push(JSON.parse(line)))
    trackHttpRequests()
    // Answers /slow after a second (long enough to be dropped), anything else at once.
    server = createServer((req, res) => {
      if (req.url === '/slow') setTimeout(() => res.end('late'), 1_000).unref()
      else res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    restore()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  /** Sends a GET, dropped after 100 ms when asked to, and waits for the server to log it. */
  async function get(path: string, headers: Record<string, string> = {}, drop = false) {
    const before = lines.length
    const req = httpRequest({ host: '127.0.0.1', port, path, headers })
    req.on('error', () => {})
    req.on('response', (res) => res.resume())
    req.end()
    if (drop) setTimeout(() => req.destroy(), 100)
    await expect.poll(() => lines.length).toBeGreaterThan(before)
    return lines.at(-1)!
  }

  it('logs an answered request at info, with its status and duration', async () => {
    expect(await get('/pricing')).toMatchObject({ level: 'info', message: 'GET /pricing 200', status: 200 })
  })

  it('warns of a page the client gave up on before it was answered', async () => {
    expect(await get('/slow', {}, true)).toMatchObject({
      level: 'warn',
      message: 'GET /slow closed before the response was sent',
      aborted: true,
    })
  })

  it("logs a dropped prefetch of Next's router at info: the visitor moved on, nothing failed", async () => {
    expect(await get('/slow', { 'next-router-prefetch': '1', rsc: '1' }, true)).toMatchObject({
      level: 'info',
      message: 'GET /slow prefetch dropped by the browser',
      aborted: true,
      prefetch: true,
    })
  })
})
