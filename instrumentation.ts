/**
 * Runs once per server process, before it handles a request (Next.js's instrumentation hook).
 * Node-only work is imported behind the runtime check, as Next.js also bundles this file for
 * the edge runtime (NEXT_RUNTIME is Next's build-time constant, not configuration).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getConfig } = await import('./lib/config')
  const { platform, trustedProxies } = getConfig()
  // Each request's client address from its connection (on Vercel the platform's header says it).
  if (platform === 'self-hosted') {
    const { installConnectionSeam } = await import('./lib/ops/server-seam')
    installConnectionSeam(trustedProxies)
  }
  // JSON logs, request ids, the shared cache (REDIS_URL) and a graceful shutdown.
  const { startServerOperations } = await import('./lib/ops/server-process')
  await startServerOperations()
  const { openLeadStoreAtStart, startLeadDelivery } = await import('./lib/leads')
  await openLeadStoreAtStart()
  // Sends each stored lead to sales; on shutdown the attempts in flight finish first.
  startLeadDelivery()
}
