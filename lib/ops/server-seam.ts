/**
 * The one place the site reaches below Next.js, for the two things no route, proxy or
 * instrumentation hook of Next can see: the TCP connection a request came on, and the process's
 * signals. docs/architecture.md ("Where we go around Next.js") says why, and
 * tests/unit/ops/server-seam.test.ts fails if a Next upgrade breaks either.
 *
 * - The connection: Node publishes every request on the `http.server.request.start` diagnostics
 *   channel (a documented, stable Node API) before the server's listener runs. The seam reads
 *   the peer's address there, resolves the client's address by peer trust (TRUSTED_PROXIES:
 *   lib/http/client-address.ts) and hands it on in a header whose name no client can know. No
 *   Next internals and no patched prototypes: Next's own server runs as it was built. A TRACE
 *   (which the Fetch standard forbids, so Next's `new Request` threw a 500 with a stack trace)
 *   is renamed there to a method proxy.ts answers 405; CONNECT, which Node hands to a `connect`
 *   listener Next does not have, is answered 405 on the server the channel names.
 * - The signals: with `NEXT_MANUAL_SIG_HANDLE` set in the environment (Next's documented switch,
 *   which `npm start`, the Dockerfile and the tests set), Next leaves SIGTERM and SIGINT to the
 *   site, whose graceful shutdown (graceful-shutdown.ts) drains requests and closes the database.
 */
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { clientAddressHeader, type ProxyTrust, proxyTrust, resolveClientAddress } from '../http/client-address'

/** Methods the Fetch standard refuses to build a Request with (Node's parser passes only TRACE). */
const FETCH_FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

/** What such a request's method becomes: a valid token no route answers, refused 405 by proxy.ts. */
export const UNSUPPORTED_METHOD = 'UNSUPPORTED'

/** CONNECT (a tunnel through this server): not something a website does. */
function refuseConnect(_request: IncomingMessage, socket: Duplex) {
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
  )
}

const installed = Symbol.for('kestrel.serverSeam')
const global = globalThis as typeof globalThis & { [installed]?: boolean }

/**
 * Resolves each request's client address from its connection, from now on in this process
 * (instrumentation.ts, before the server handles its first request). Installed once.
 */
export function installConnectionSeam(trustedProxies: readonly string[]): void {
  if (global[installed]) return
  global[installed] = true
  const trust: ProxyTrust = proxyTrust(trustedProxies)
  const header = clientAddressHeader()
  const servers = new WeakSet<Server>()
  subscribe('http.server.request.start', (message) => {
    const { request, server } = message as { request: IncomingMessage; server: Server }
    if (!servers.has(server)) {
      servers.add(server)
      server.on('connect', refuseConnect)
    }
    if (request.method && FETCH_FORBIDDEN_METHODS.has(request.method)) request.method = UNSUPPORTED_METHOD
    const forwarded = request.headers['x-forwarded-for']
    request.headers[header] = resolveClientAddress(
      request.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(', ') : forwarded,
      trust,
    )
  })
}

/** Whether Next leaves the signals to the site: set in the environment before the server starts. */
export const signalsLeftToSite = () => Boolean(process.env.NEXT_MANUAL_SIG_HANDLE)
