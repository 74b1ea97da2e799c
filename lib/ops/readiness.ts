/** A part the server needs to be ready (the lead store, the shared cache): resolves, or throws saying why not. */
export type ReadinessCheck = () => Promise<void>

type Registry = Map<string, ReadinessCheck>

// One registry per process: the cache handler registers from outside the route bundles.
const global = globalThis as typeof globalThis & { __readinessChecks?: Registry }
const registry: Registry = (global.__readinessChecks ??= new Map())

/** Adds (or replaces) the readiness check of a part, by name. */
export function addReadinessCheck(name: string, check: ReadinessCheck): void {
  registry.set(name, check)
}

export const readinessChecks = (): [string, ReadinessCheck][] => [...registry]
