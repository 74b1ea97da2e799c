import { isIPv4, isIPv6 } from 'node:net'

/** The key every request whose address cannot be read shares: a malformed header buys no fresh limit. */
export const UNKNOWN_CLIENT = 'unknown'

/** Longer than any address a proxy writes (an IPv6 address with a zone, brackets and a port). */
const MAX_ENTRY_LENGTH = 64

/**
 * The client's address as the proxies we trust report it, normalised into a rate-limit key.
 *
 * Each proxy appends the address it received the connection from to `X-Forwarded-For`, so the
 * entry `trustedHops` places from the right is the one our outermost trusted proxy wrote; entries
 * further left came from the client and are ignored. With 0 hops there is no proxy: Next.js puts
 * the connection's address in the header (after `instrumentation.ts` drops a client-sent one),
 * and the right-most entry is read. A chain shorter than `trustedHops` (a request that skipped
 * a proxy) yields its left-most entry, the furthest any proxy saw.
 */
export function clientAddress(forwardedFor: string | null, trustedHops: number): string {
  const entry = entryFromRight(forwardedFor ?? '', Math.max(1, trustedHops))
  return (entry && normaliseAddress(entry)) || UNKNOWN_CLIENT
}

/** The n-th non-empty comma-separated entry from the right (or the left-most), reading no more of the header than needed. */
function entryFromRight(header: string, n: number): string | undefined {
  let end = header.length
  let found: string | undefined
  for (let seen = 0; seen < n && end > 0;) {
    const comma = header.lastIndexOf(',', end - 1)
    const entry = header.slice(comma + 1, end).trim()
    end = comma < 0 ? 0 : comma
    if (entry === '') continue
    found = entry
    seen++
  }
  return found
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
