/** Runs once when a server process starts (Next's instrumentation hook), before it serves a request. */
export async function register() {
  // NEXT_RUNTIME is Next's build-time constant (not configuration): only the Node.js server loads these.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerOperations } = await import('./lib/ops/server-process')
    startServerOperations()
  }
}
