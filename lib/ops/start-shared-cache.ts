import { createClient, type RedisClientType } from '@redis/client'
import { log } from '../log'
import { addReadinessCheck } from './readiness'
import { onShutdown } from '../shutdown'
import { createSharedCache, type SharedCache } from '../cache/shared-cache'
import { setSharedRedis } from '../cache/shared-redis'

/** Where lib/cache/next-cache-handler.mjs, loaded by Next outside the bundles, finds the shared cache of its build. */
const global = globalThis as typeof globalThis & { __sharedCache?: { forBuild: (buildId: string) => SharedCache } }

/** Host and port only: a Redis URL may carry a password. */
const describe = (redisUrl: string) => {
  const { host, protocol } = new URL(redisUrl)
  return `${protocol}//${host}`
}

/** How long a starting server waits for Redis before it serves from its own cache. */
const FIRST_CONNECT_WAIT_MS = 2_000

/**
 * Connects to Redis at `redisUrl` and puts the shared cache in front of Next's file-system cache
 * (once per process, from instrumentation.ts, before the first request). Redis need not be up:
 * the client keeps reconnecting, pages are served from the instance's own cache meanwhile, and
 * each outage is logged once.
 */
export async function startSharedCache(redisUrl: string): Promise<void> {
  if (global.__sharedCache) return
  const where = describe(redisUrl)
  const client: RedisClientType = createClient({
    url: redisUrl,
    // Fail at once while disconnected (the instance's cache answers) rather than queue behind a reconnect.
    disableOfflineQueue: true,
    commandOptions: { timeout: 500 },
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  })
  // Connection errors surface as failed cache operations (logged once per outage); an unhandled
  // 'error' event would end the process.
  client.on('error', () => undefined)
  const connected = client.connect().catch(() => undefined)

  const events = {
    unavailable: (error: unknown) =>
      log.warn(`Shared cache unreachable at ${where}: serving from this instance's cache until it answers`, {
        reason: error instanceof Error ? error.message : String(error),
      }),
    available: () => log.info(`Shared cache at ${where} answers again`),
  }
  const caches = new Map<string, SharedCache>()
  // The publish webhook remembers the signatures it accepted here too (lib/publishing/seen-signatures.ts).
  setSharedRedis(client)
  global.__sharedCache = {
    forBuild: (buildId) => {
      if (!caches.has(buildId)) caches.set(buildId, createSharedCache({ client, buildId, events }))
      return caches.get(buildId)!
    },
  }

  addReadinessCheck('redis', async () => {
    if (!client.isReady) throw new Error(`not connected to ${where}`)
    await client.ping()
  })
  onShutdown('shared cache (Redis)', () => (client.isReady ? client.close() : client.destroy()), {
    stage: 'connections',
  })
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())])
}
