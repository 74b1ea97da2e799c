import { request as httpRequest, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { clientAddress, normaliseAddress, UNKNOWN_CLIENT } from '@/lib/http/client-address'
import { ignoreClientForwardedFor } from '@/lib/http/direct-connections'
import { clientKey } from '@/lib/http/rate-limit'

describe('the client address behind TRUSTED_PROXY_HOPS proxies', () => {
  it('with one proxy (the default), reads the entry the proxy appended and ignores what the client prepended', () => {
    expect(clientAddress('198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientAddress('203.0.113.1, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientAddress('1.1.1.1, 2.2.2.2, 3.3.3.3,198.51.100.7', 1)).toBe('198.51.100.7')
  })

  it('gives a client that rotates its own X-Forwarded-For the same key every time', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => clientAddress(`10.0.${i}.1, 192.0.2.${i}, 198.51.100.7`, 1)),
    )
    expect([...keys]).toEqual(['198.51.100.7'])
  })

  it('with two proxies (a CDN in front of a load balancer), reads the entry the CDN appended', () => {
    // client-sent, then the CDN's view of the client, then the load balancer's view of the CDN.
    expect(clientAddress('6.6.6.6, 198.51.100.7, 172.70.1.2', 2)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7, 172.70.1.2', 2)).toBe('198.51.100.7')
  })

  it('with fewer entries than proxies, takes the left-most (the furthest any proxy saw)', () => {
    expect(clientAddress('198.51.100.7', 2)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7', 3)).toBe('198.51.100.7')
  })

  it('with no proxy (0), reads the address Next.js filled in', () => {
    expect(clientAddress('198.51.100.7', 0)).toBe('198.51.100.7')
  })

  it('gives every request without a readable address one shared key', () => {
    for (const header of [
      null,
      '',
      ' , ,',
      'unknown',
      '198.51.100.7, garbage',
      '<script>',
      '1.2.3',
      '999.1.1.1',
      '1.2.3.4, _hidden',
    ]) {
      expect(clientAddress(header, 1)).toBe(UNKNOWN_CLIENT)
    }
  })

  it('skips empty entries between commas', () => {
    expect(clientAddress('203.0.113.1,,198.51.100.7, ,', 1)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7,,, 172.70.1.2', 2)).toBe('198.51.100.7')
  })

  it('refuses an over-long entry, and reads a huge header from the right without splitting all of it', () => {
    expect(clientAddress(`${'1'.repeat(100)}`, 1)).toBe(UNKNOWN_CLIENT)
    expect(clientAddress(`198.51.100.7, ${'a'.repeat(65)}`, 1)).toBe(UNKNOWN_CLIENT)
    const huge = `${Array.from({ length: 20_000 }, (_, i) => `10.${(i >> 8) & 255}.${i & 255}.1`).join(', ')}, 198.51.100.7`
    expect(clientAddress(huge, 1)).toBe('198.51.100.7')
    const started = performance.now()
    for (let i = 0; i < 1_000; i++) clientAddress(huge, 1)
    // Reading from the right is constant in the header's length: a thousand reads of a 300 KB header is instant.
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('reads the forwarded header of a request, with the configured hops by default', () => {
    const request = (forwarded?: string) =>
      new Request('http://localhost/', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} })
    expect(clientKey(request('203.0.113.9, 10.0.0.1'))).toBe('10.0.0.1')
    expect(clientKey(request('203.0.113.9, 10.0.0.1'), 2)).toBe('203.0.113.9')
    // X-Real-IP is as easy for a client to send as anything else: it is not read.
    expect(clientKey(new Request('http://localhost/', { headers: { 'x-real-ip': '198.51.100.4' } }))).toBe(
      UNKNOWN_CLIENT,
    )
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

describe('a site with no proxy in front (TRUSTED_PROXY_HOPS=0)', () => {
  it('drops a client-sent X-Forwarded-For before any request handler sees it', async () => {
    ignoreClientForwardedFor()
    const server = createServer((req, res) => res.end(JSON.stringify(req.headers['x-forwarded-for'] ?? null)))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const seen = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.66' } }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve(body))
      })
      req.on('error', reject)
      req.end()
    })
    await new Promise((resolve) => server.close(resolve))
    expect(JSON.parse(seen)).toBeNull()
  })
})
