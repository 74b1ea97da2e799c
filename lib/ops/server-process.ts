import { startSharedCache } from './start-shared-cache'
import { getConfig } from '../config'
import { installGracefulShutdown } from './graceful-shutdown'
import { trackHttpRequests } from './http-requests'
import { installJsonConsole } from './json-console'

/**
 * Sets up the production server process (from instrumentation.ts, once, before the first request):
 * JSON log lines, a request id and an access log line per request, the shared cache when REDIS_URL
 * is set, and a graceful shutdown.
 * The development server keeps Next's own logs and signal handling.
 */
export async function startServerOperations(): Promise<void> {
  const { development, logFormat, cache } = getConfig()
  if (development) return
  if (logFormat === 'json') installJsonConsole()
  if (cache.store === 'redis') await startSharedCache(cache.redisUrl)
  installGracefulShutdown(trackHttpRequests())
}
