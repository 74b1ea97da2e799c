import { isShuttingDown } from '../shutdown'
import type { ReadinessCheck } from './readiness'

/** A readiness probe answers within this, whatever a part does. */
const CHECK_TIMEOUT_MS = 3_000

const NO_STORE = { 'cache-control': 'no-store, max-age=0' }

async function run(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      check(),
      new Promise(
        (_, reject) =>
          (timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)),
      ),
    ])
    return 'ok'
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /api/health: 200 {status: "ok"} while the process is up (liveness). With ?ready=1 it also
 * runs the readiness checks side by side (the lead store; the shared cache when configured):
 * 200 {status: "ok", checks} when every part answers, else 503 {status: "unavailable", failing,
 * checks} naming the parts that did not, and why; while shutting down, the part "server" fails, so
 * a load balancer stops sending traffic. Never cached.
 */
export async function handleHealth(
  request: Request,
  { checks, shuttingDown = isShuttingDown }: { checks: () => [string, ReadinessCheck][]; shuttingDown?: () => boolean },
): Promise<Response> {
  if (new URL(request.url).searchParams.get('ready') === null)
    return Response.json({ status: 'ok' }, { headers: NO_STORE })
  const results: Record<string, string> = shuttingDown() ? { server: 'shutting down' } : {}
  await Promise.all(checks().map(async ([name, check]) => void (results[name] = await run(check))))
  const failing = Object.keys(results).filter((name) => results[name] !== 'ok')
  return failing.length === 0
    ? Response.json({ status: 'ok', checks: results }, { headers: NO_STORE })
    : Response.json({ status: 'unavailable', failing, checks: results }, { status: 503, headers: NO_STORE })
}
