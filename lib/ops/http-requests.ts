import { randomUUID } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import { log } from '../log'
import { requestContext } from './request-context'

/** An id a proxy or load balancer already gave the request is kept (so its logs and ours match). */
const INCOMING_ID = /^[\w.:-]{1,128}$/

/**
 * The header Next's router sends with a prefetch: a prefetch the browser drops, because the
 * visitor moved on or closed the page, is routine, not a request given up on.
 */
const PREFETCH = 'next-router-prefetch'

/** Logged only when they fail: build files and the health probe would drown the rest. */
const QUIET = (route: string, status: number) =>
  route.startsWith('/_next/static/') || (route === '/api/health' && status < 400)

export type HttpRequests = {
  /** The servers that have answered a request (the one Next listens on). */
  servers: Set<Server>
  /** Responses started and not yet closed. */
  inFlight: Set<ServerResponse>
  /** Set on shutdown: each response asks its client to close the connection. */
  draining: boolean
}

const global = globalThis as typeof globalThis & { __httpRequests?: HttpRequests }

/**
 * Follows every HTTP request this process serves, through Node's diagnostics channels (Next's own
 * server, untouched): gives it an id, returned as `x-request-id` and attached to every log line
 * written while it is handled; writes one access log line when it ends (method, route, status,
 * duration); and keeps count of the requests in flight for a graceful shutdown.
 */
export function trackHttpRequests(): HttpRequests {
  if (global.__httpRequests) return global.__httpRequests
  const state: HttpRequests = { servers: new Set(), inFlight: new Set(), draining: false }
  global.__httpRequests = state

  subscribe('http.server.request.start', (message) => {
    const { request, response, server } = message as {
      request: IncomingMessage
      response: ServerResponse
      server: Server
    }
    const started = performance.now()
    const incoming = request.headers['x-request-id']
    const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID()
    const method = request.method ?? 'GET'
    const route = (request.url ?? '/').split('?')[0]!
    const prefetch = request.headers[PREFETCH] !== undefined
    state.servers.add(server)
    state.inFlight.add(response)
    response.setHeader('x-request-id', requestId)
    if (state.draining) response.setHeader('connection', 'close')
    const context = { requestId, method, route }
    // Published synchronously before Next's handler runs: the request's whole async chain sees this.
    requestContext.enterWith(context)

    response.once('close', () =>
      requestContext.run(context, () => {
        state.inFlight.delete(response)
        const status = response.statusCode
        if (QUIET(route, status) && response.writableFinished) return
        const fields = { status, durationMs: Math.round((performance.now() - started) * 10) / 10 }
        if (!response.writableFinished && prefetch)
          log.info(`${method} ${route} prefetch dropped by the browser`, { ...fields, aborted: true, prefetch: true })
        else if (!response.writableFinished && !request.complete)
          // Hung up while still sending its request (an upload cut off): the client's doing.
          log.info(`${method} ${route} closed by the client mid-request`, { ...fields, aborted: true })
        else if (!response.writableFinished)
          log.warn(`${method} ${route} closed before the response was sent`, { ...fields, aborted: true })
        else if (status >= 500) log.error(`${method} ${route} ${status}`, fields)
        else log.info(`${method} ${route} ${status}`, fields)
      }),
    )
  })
  return state
}
