import type { RedisClientType } from '@redis/client'

// On globalThis: instrumentation.ts connects it, the route bundles use it.
const registry = globalThis as typeof globalThis & { __sharedRedis?: RedisClientType }

/**
 * The Redis client of the shared cache (REDIS_URL), once this process has started it
 * (lib/ops/start-page-cache.ts); undefined without REDIS_URL, on Vercel, or before the start.
 */
export function sharedRedis(): RedisClientType | undefined {
  return registry.__sharedRedis
}

export function setSharedRedis(client: RedisClientType | undefined): void {
  registry.__sharedRedis = client
}
