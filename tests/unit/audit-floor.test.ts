import { createServer, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { getConfig } from '@/lib/config'
import { securityHeaderRules } from '@/lib/security/headers'
import { siteSecurityHeaders, startBaselineWithHeaders } from '@/scripts/bench/baseline'

/** The audit's floor under the site's headers (scripts/audit.ts): a stand-in server for the bare page and the site. */
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()))
})

async function serve(headers: OutgoingHttpHeaders, body: Buffer) {
  const server = createServer((_, res) => res.writeHead(200, headers).end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stops.push(() => new Promise((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const pageHeaders = () => securityHeaderRules(getConfig()).find((rule) => rule.source === '/:path*')!.headers

describe("the bare page with the site's headers", () => {
  it('is the same answer, compressed as it was, with those headers set (replacing its own)', async () => {
    const html = '<html><body><main><h1>Hello</h1></main></body></html>'
    const bare = await serve(
      { 'content-type': 'text/html', 'content-encoding': 'gzip', 'x-frame-options': 'SAMEORIGIN' },
      gzipSync(html),
    )
    const proxy = await startBaselineWithHeaders(bare, {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    })
    stops.push(proxy.stop)
    const answer = await fetch(`${proxy.url}/`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(await answer.text()).toBe(html)
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
  })

  it("takes every header of lib/security/headers.ts's page rule, with the values the site answered", async () => {
    const sent = Object.fromEntries(pageHeaders().map(({ key }) => [key, `value of ${key}`]))
    const site = await serve({ ...sent, 'content-type': 'text/html', 'cache-control': 'no-store' }, Buffer.from('ok'))
    const headers = await siteSecurityHeaders(site)
    expect(headers).toEqual(sent)
    expect(Object.keys(headers)).toContain('Cross-Origin-Opener-Policy')
  })

  it('fails, naming it, when the site answered without one of them', async () => {
    const sent = Object.fromEntries(
      pageHeaders().flatMap(({ key }) => (key === 'Cross-Origin-Opener-Policy' ? [] : [[key, 'x']])),
    )
    const site = await serve(sent, Buffer.from('ok'))
    await expect(siteSecurityHeaders(site)).rejects.toThrow(/without Cross-Origin-Opener-Policy/)
  })
})
