/**
 * What the server does when it is told to stop (SIGTERM from a platform or Docker, Ctrl-C): it
 * stops accepting connections, lets the requests in flight finish, then runs these hooks, then
 * exits 0 (lib/ops/graceful-shutdown.ts). Hooks run in two stages:
 * - 'work' (the default): stop background work, e.g. a worker's stop() that lets its current
 *   attempt finish and takes no new one;
 * - 'connections': close databases and clients, once every 'work' hook has finished (the work
 *   may still need them).
 * Within a stage hooks run side by side. A hook that throws is logged; the others still run.
 */
export type ShutdownStage = 'work' | 'connections'
type Hook = { name: string; stage: ShutdownStage; run: () => Promise<void> | void }
type Registry = { hooks: Set<Hook>; started: boolean }

// One registry per process: hooks are registered from several server bundles.
const global = globalThis as typeof globalThis & { __shutdown?: Registry }
const registry = (global.__shutdown ??= { hooks: new Set(), started: false })

/** Runs `run` when the server shuts down; returns a function that unregisters it. */
export function onShutdown(
  name: string,
  run: Hook['run'],
  { stage = 'work' }: { stage?: ShutdownStage } = {},
): () => void {
  const hook: Hook = { name, stage, run }
  registry.hooks.add(hook)
  return () => void registry.hooks.delete(hook)
}

/** True once shutdown has begun: no new background work should start, and the server is not ready. */
export const isShuttingDown = (): boolean => registry.started

/** Marks the process as shutting down (the signal arrived; requests are still draining). */
export function beginShutdown(): void {
  registry.started = true
}

/**
 * Runs every hook, stage by stage (once per process). Resolves with the names of the hooks that
 * failed; a hook still running when the process exits is reported by the caller's deadline.
 */
export async function runShutdownHooks(onError: (name: string, error: unknown) => void): Promise<string[]> {
  beginShutdown()
  const failed: string[] = []
  for (const stage of ['work', 'connections'] as const) {
    const hooks = [...registry.hooks].filter((hook) => hook.stage === stage)
    registry.hooks.forEach((hook) => hook.stage === stage && registry.hooks.delete(hook))
    await Promise.all(
      hooks.map(async (hook) => {
        try {
          await hook.run()
        } catch (error) {
          failed.push(hook.name)
          onError(hook.name, error)
        }
      }),
    )
  }
  return failed
}
