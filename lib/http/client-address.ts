import { isIPv4, isIPv6 } from 'node:net'
import proxyaddr from 'proxy-addr'

/** The key every request whose address cannot be read shares: a malformed header buys no fresh limit. */
export const UNKNOWN_CLIENT = 'unknown'

/** Longer than any address a proxy writes (an IPv6 address with a zone, brackets and a port). */
const MAX_ENTRY_LENGTH = 64

export type ProxyTrust = (address: string, hop: number) => boolean

/**
 * The trust rule for a list of proxies (TRUSTED_PROXIES: addresses, CIDR ranges, or proxy-addr's
 * presets loopback, linklocal, uniquelocal); an empty list trusts no one.
 */
export function proxyTrust(trusted: readonly string[]): ProxyTrust {
  return proxyaddr.compile([...trusted])
}

/**
 * The client's address as the network says it, by peer trust: the connection's own address,
 * unless that peer is a trusted proxy, in which case X-Forwarded-For is read from the right and
 * the first address that is not a trusted proxy is the client's. Entries further left were
 * written by whoever the first untrusted hop was, a client that can write anything, and are never
 * read. Normalised into a rate-limit key (normaliseAddress), or UNKNOWN_CLIENT.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust) {
  if (!peer) return UNKNOWN_CLIENT
  const request = { socket: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }
  const address = proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust)
  return normaliseAddress(address) ?? UNKNOWN_CLIENT
}

/**
 * Where the server seam (lib/ops/server-seam.ts) leaves each request's resolved address: a header
 * whose name is drawn once per process, so no client can send it, and a request the seam did not
 * see (none, once it is installed) has none and shares the UNKNOWN_CLIENT key.
 */
type Seam = { header: string }
const seamKey = Symbol.for('kestrel.clientAddressSeam')
const global = globalThis as typeof globalThis & { [seamKey]?: Seam }

/** The header the seam writes to, drawn on first use in this process. */
export function clientAddressHeader(): string {
  global[seamKey] ??= { header: `x-client-address-${crypto.randomUUID().replaceAll('-', '')}` }
  return global[seamKey].header
}

/**
 * The per-visitor limit key of a request. Self-hosted, the address the seam resolved from the
 * connection; on Vercel the platform's `x-real-ip`, which it sets from the connection and never
 * takes from the client.
 */
export function clientAddressOf(headers: Headers, platform: 'vercel' | 'self-hosted'): string {
  const value = platform === 'vercel' ? headers.get('x-real-ip') : headers.get(clientAddressHeader())
  if (!value) return UNKNOWN_CLIENT
  return platform === 'vercel' ? (normaliseAddress(value.trim()) ?? UNKNOWN_CLIENT) : value
}

/**
 * An address as a limit key: the port and IPv6 zone dropped, an IPv4-mapped IPv6 address as
 * IPv4, and IPv6 cut to its /64 network, since one subscriber gets a whole /64 and could
 * otherwise rotate through its addresses. Anything that is not an IP address gives undefined.
 */
export function normaliseAddress(entry: string): string | undefined {
  if (entry.length > MAX_ENTRY_LENGTH) return undefined
  let address = entry
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.replace(/%[\w.-]+$/, '')

  if (isIPv4(address)) return address
  if (!isIPv6(address)) return undefined
  const groups = expandIPv6(address)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    // IPv4-mapped (::ffff:192.0.2.1): the same client as its IPv4 address.
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address. */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase()
  // A trailing dotted quad (::1.2.3.4) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16))
}
