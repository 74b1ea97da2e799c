import { type IncomingMessage, Server as HttpServer } from 'node:http'
import { Server as HttpsServer } from 'node:https'

let installed = false

/**
 * For a site with no proxy in front (TRUSTED_PROXY_HOPS=0): drops any X-Forwarded-For a client
 * sends, before Next.js sees the request. Next.js only fills the header in with the connection's
 * address when it is absent, and a route handler cannot see the connection, so this is the one
 * place where a client-chosen address can be refused. Runs once per process, from
 * `instrumentation.ts`, which Next.js completes before the server handles its first request.
 */
export function ignoreClientForwardedFor(): void {
  if (installed) return
  installed = true
  for (const { prototype } of [HttpServer, HttpsServer]) {
    const emit = prototype.emit
    prototype.emit = function (this: HttpServer, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') delete (args[0] as IncomingMessage).headers['x-forwarded-for']
      return Reflect.apply(emit, this, [event, ...args]) as boolean
    } as typeof emit
  }
}
