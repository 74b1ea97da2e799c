import { createClient, type RedisClientType } from '@redis/client'
import { log } from '../log'
import { addReadinessCheck } from './readiness'
import { onShutdown } from '../shutdown'
import { loadBuildPages } from '../cache/build-pages'
import { createPageCache, installedPageCache, installPageCache, type PageCacheOptions } from '../cache/page-cache'
import type { OutageEvents } from '../cache/redis-guard'
import { setSharedRedis } from '../cache/shared-redis'

/** Host and port only: a Redis URL may carry a password. */
const describe = (redisUrl: string) => {
  const { host, protocol } = new URL(redisUrl)
  return `${protocol}//${host}`
}

/** How long a starting server waits for Redis before it serves from its own cache. */
const FIRST_CONNECT_WAIT_MS = 2_000

/**
 * Connects to Redis at `redisUrl` for the page cache (and the publish webhook's record of the
 * signatures it accepted). Redis need not be up: the client keeps reconnecting, pages are served
 * from the instance's own cache meanwhile, and each outage is logged once.
 */
async function connectSharedRedis(redisUrl: string): Promise<NonNullable<PageCacheOptions['shared']>> {
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

  const events: OutageEvents = {
    unavailable: (error: unknown) =>
      log.warn(`Shared cache unreachable at ${where}: serving from this instance's cache until it answers`, {
        reason: error instanceof Error ? error.message : String(error),
      }),
    available: () => log.info(`Shared cache at ${where} answers again`),
  }
  // The publish webhook remembers the signatures it accepted here too (lib/publishing/seen-signatures.ts).
  setSharedRedis(client)
  addReadinessCheck('redis', async () => {
    if (!client.isReady) throw new Error(`not connected to ${where}`)
    await client.ping()
  })
  onShutdown('shared cache (Redis)', () => (client.isReady ? client.close() : client.destroy()), {
    stage: 'connections',
  })
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())])
  return { client, events }
}

/**
 * Sets up Next's cache for this process (once, from instrumentation.ts, before the first request):
 * the handlers lib/cache/next-cache-handler.mjs hands Next (Redis in front of the instance's own
 * memory when `redisUrl` is set), then the build's prerendered pages loaded into it.
 */
export async function startPageCache({
  redisUrl,
  distDir,
  publishable,
}: {
  redisUrl?: string
  distDir: string
  /** The publish webhook is on (its secret is set): pages can be revalidated. */
  publishable: boolean
}): Promise<void> {
  if (installedPageCache()) return
  const shared = redisUrl ? await connectSharedRedis(redisUrl) : undefined
  const pageCache = createPageCache({ shared, localRecordSince: publishable ? Date.now() : 0 })
  installPageCache(pageCache)
  await loadBuildPages(pageCache, distDir)
}
