import { request as httpRequest, createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  clientAddressHeader,
  clientAddressOf,
  normaliseAddress,
  proxyTrust,
  resolveClientAddress,
  UNKNOWN_CLIENT,
} from '@/lib/http/client-address'
import { DEFAULT_TRUSTED_PROXIES } from '@/lib/config'
import { installConnectionSeam } from '@/lib/ops/server-seam'

const byDefault = proxyTrust(DEFAULT_TRUSTED_PROXIES)

describe('the client address by peer trust (TRUSTED_PROXIES)', () => {
  it('is the connection itself when the peer is on a public address, whatever X-Forwarded-For says', () => {
    for (let i = 0; i < 20; i++)
      expect(resolveClientAddress('198.51.100.7', `10.0.${i}.1, 203.0.113.${i}`, byDefault)).toBe('198.51.100.7')
    expect(resolveClientAddress('::ffff:198.51.100.7', '203.0.113.1', byDefault)).toBe('198.51.100.7')
  })

  it('reads X-Forwarded-For from the right when the peer is a proxy on this host or a private network', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', byDefault)).toBe('198.51.100.7')
    expect(resolveClientAddress('10.0.0.5', '198.51.100.7', byDefault)).toBe('198.51.100.7')
    expect(resolveClientAddress('fd00::1', '198.51.100.7', byDefault)).toBe('198.51.100.7')
    expect(resolveClientAddress('169.254.1.1', '198.51.100.7', byDefault)).toBe('198.51.100.7')
  })

  it('resolves a chain with a spoofed left part to what the trusted proxy saw', () => {
    // The client wrote 6.6.6.6 and 10.1.1.1 itself; the proxy appended the address it really saw.
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 10.1.1.1, 198.51.100.7', byDefault)).toBe('198.51.100.7')
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) =>
        resolveClientAddress('127.0.0.1', `10.0.${i}.1, 192.0.2.${i}, 198.51.100.7`, byDefault),
      ),
    )
    expect([...keys]).toEqual(['198.51.100.7'])
  })

  it('walks past every trusted proxy: a CDN named by its range in front of a local proxy', () => {
    const trust = proxyTrust([...DEFAULT_TRUSTED_PROXIES, '172.70.0.0/16'])
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 172.70.1.2', trust)).toBe('198.51.100.7')
    // The same chain without the CDN trusted: its address is the client's.
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 172.70.1.2', byDefault)).toBe('172.70.1.2')
  })

  it('trusts no one with an empty list: even a loopback peer is the client', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', proxyTrust([]))).toBe('127.0.0.1')
  })

  it('takes the left-most entry when every hop is trusted, and the peer when there is no header', () => {
    expect(resolveClientAddress('127.0.0.1', '10.0.0.9', byDefault)).toBe('10.0.0.9')
    expect(resolveClientAddress('127.0.0.1', undefined, byDefault)).toBe('127.0.0.1')
  })

  it('gives a request whose forwarded address cannot be read one shared key', () => {
    for (const header of ['unknown', '198.51.100.7, garbage', '<script>', '1.2.3', '999.1.1.1', '1.2.3.4, _hidden']) {
      expect(resolveClientAddress('127.0.0.1', header, byDefault)).toBe(UNKNOWN_CLIENT)
    }
    expect(resolveClientAddress(undefined, '198.51.100.7', byDefault)).toBe(UNKNOWN_CLIENT)
    expect(resolveClientAddress('127.0.0.1', `${'1'.repeat(100)}`, byDefault)).toBe(UNKNOWN_CLIENT)
  })

  it("is read from the header only the seam writes, or on Vercel from the platform's x-real-ip", () => {
    const header = clientAddressHeader()
    expect(header).toMatch(/^x-client-address-[0-9a-f]{32}$/)
    expect(clientAddressOf(new Headers({ [header]: '198.51.100.7' }), 'self-hosted')).toBe('198.51.100.7')
    // What a client can send is never read self-hosted.
    for (const sent of ['x-forwarded-for', 'x-real-ip', 'x-client-address'])
      expect(clientAddressOf(new Headers({ [sent]: '198.51.100.4' }), 'self-hosted')).toBe(UNKNOWN_CLIENT)
    expect(clientAddressOf(new Headers({ 'x-real-ip': '198.51.100.4' }), 'vercel')).toBe('198.51.100.4')
    expect(clientAddressOf(new Headers({ [header]: '198.51.100.7' }), 'vercel')).toBe(UNKNOWN_CLIENT)
  })
})

describe('address normalisation', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['198.51.100.7:52314', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::FFFF:c633:6407', '198.51.100.7'],
    ['[::ffff:198.51.100.7]:443', '198.51.100.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:DB8:85A3:08D3::1', '2001:db8:85a3:8d3::/64'],
    ['[2001:db8:85a3:8d3::42]:8080', '2001:db8:85a3:8d3::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (entry, key) => {
    expect(normaliseAddress(entry)).toBe(key)
  })

  it('keys every address of one IPv6 /64 alike, so a subscriber cannot rotate through theirs', () => {
    expect(normaliseAddress('2001:db8:1:2::1')).toBe(normaliseAddress('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(normaliseAddress('2001:db8:1:2::1')).not.toBe(normaliseAddress('2001:db8:1:3::1'))
  })

  it.each(['', 'localhost', '1.2.3.4.5', '1.2.3.4:port', '[::1', '::g', '2001:db8::1::2', '12345::1', '1.2.3.4/24'])(
    'refuses %j',
    (entry) => {
      expect(normaliseAddress(entry)).toBeUndefined()
    },
  )
})

describe('the server seam', () => {
  /** A plain Node server, as Next's is, answering with what its listener saw. */
  async function serve() {
    const server = createServer((req, res) =>
      res.end(JSON.stringify({ address: req.headers[clientAddressHeader()] ?? null, method: req.method })),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { server, port: (server.address() as AddressInfo).port }
  }
  const ask = (port: number, options: { headers?: IncomingHttpHeaders; localAddress?: string; method?: string }) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', ...options }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      // A CONNECT's answer, whatever its status, comes as 'connect'.
      req.on('connect', (res, socket) => {
        socket.destroy()
        resolve({ status: res.statusCode ?? 0, body: '' })
      })
      req.on('error', reject)
      req.end()
    })

  it('hands the listener the address resolved from the connection, never one the client sent', async () => {
    // Only 127.0.0.1 (the proxy) is trusted: clients on the other loopback addresses are not.
    installConnectionSeam(['127.0.0.1'])
    const { server, port } = await serve()
    try {
      const direct = await ask(port, {
        localAddress: '127.0.0.9',
        headers: { 'x-forwarded-for': '203.0.113.66', [clientAddressHeader()]: '203.0.113.67' },
      })
      expect(JSON.parse(direct.body).address).toBe('127.0.0.9')
      const viaProxy = await ask(port, {
        localAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
      })
      expect(JSON.parse(viaProxy.body).address).toBe('198.51.100.7')
      // TRACE, which Next's Request cannot be built with, reaches the listener under a method proxy.ts refuses.
      expect(JSON.parse((await ask(port, { method: 'TRACE' })).body).method).toBe('UNSUPPORTED')
      // CONNECT is answered 405 by the seam itself.
      expect((await ask(port, { method: 'CONNECT', headers: { host: 'example.com:443' } })).status).toBe(405)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
