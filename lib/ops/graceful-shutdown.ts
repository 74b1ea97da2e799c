import { performance } from 'node:perf_hooks'
import { log } from '../log'
import { beginShutdown, runShutdownHooks } from '../shutdown'
import type { HttpRequests } from './http-requests'
import { signalsLeftToSite } from './server-seam'

/** A platform waits about 10 s after SIGTERM before it kills (Docker's default, Kubernetes' is 30 s). */
const EXIT_DEADLINE_MS = 9_500
/** How long requests in flight may take to finish; the hooks get the rest. */
const DRAIN_DEADLINE_MS = 7_000
const POLL_MS = 25

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (idle
 * keep-alive connections are closed as they free up), run the shutdown hooks (lib/shutdown.ts:
 * background work first, then the database and other connections), and exit 0 within 10 s; a
 * stage that overruns is logged and the process exits 1.
 *
 * In place of Next's own handler, which closes the server and exits 143 without waiting for
 * background work or closing the database: Next installs none when NEXT_MANUAL_SIG_HANDLE is set
 * in the environment it starts with (server-seam.ts). Without it, Next's handler would exit first,
 * so none is installed and the log says what to set.
 */
export function installGracefulShutdown(requests: HttpRequests, exit: (code: number) => void = process.exit): void {
  if (!signalsLeftToSite()) {
    log.warn(
      'NEXT_MANUAL_SIG_HANDLE is not set: on SIGTERM Next exits at once, without letting requests finish or closing the database. Set NEXT_MANUAL_SIG_HANDLE=true where the server starts (npm start and the Dockerfile do).',
    )
    return
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutDown(signal))

  let started = false
  async function shutDown(signal: string) {
    if (started) return
    started = true
    const began = performance.now()
    beginShutdown()
    setTimeout(() => {
      log.error('Shutdown did not finish in time; exiting', {
        inFlight: requests.inFlight.size,
        elapsedMs: Math.round(performance.now() - began),
      })
      exit(1)
    }, EXIT_DEADLINE_MS).unref()

    log.info(`${signal} received: shutting down`, { inFlight: requests.inFlight.size })
    requests.draining = true
    for (const server of requests.servers) server.close()
    const drainBy = began + DRAIN_DEADLINE_MS
    while (requests.inFlight.size > 0 && performance.now() < drainBy) {
      for (const server of requests.servers) server.closeIdleConnections()
      await sleep(POLL_MS)
    }
    for (const server of requests.servers) server.closeAllConnections()
    if (requests.inFlight.size > 0)
      log.warn('Requests still in flight at the drain deadline were cut', { inFlight: requests.inFlight.size })

    const failed = await runShutdownHooks((name, error) =>
      log.error(`Shutdown hook "${name}" failed`, error instanceof Error ? error : { error: String(error) }),
    )
    log.info('Shutdown complete', { elapsedMs: Math.round(performance.now() - began), failedHooks: failed })
    exit(failed.length === 0 ? 0 : 1)
  }
}
