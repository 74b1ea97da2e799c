/**
 * Runs once per server process, before it handles a request (Next.js's instrumentation hook).
 * Node-only work is imported behind the runtime check, as Next.js also bundles this file for
 * the edge runtime.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getConfig } = await import('./lib/config')
  if (getConfig().trustedProxyHops === 0) {
    const { ignoreClientForwardedFor } = await import('./lib/http/direct-connections')
    ignoreClientForwardedFor()
  }
}
