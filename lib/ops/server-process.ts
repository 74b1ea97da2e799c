import { startPageCache } from './start-page-cache'
import { getConfig } from '../config'
import { installGracefulShutdown } from './graceful-shutdown'
import { trackHttpRequests } from './http-requests'
import { installJsonConsole } from './json-console'

/**
 * Sets up the production server process (from instrumentation.ts, once, before the first request):
 * JSON log lines, a request id and an access log line per request, Next's cache (shared through
 * Redis when REDIS_URL is set) with the build's pages in it, and a graceful shutdown.
 * The development server keeps Next's own logs, cache and signal handling.
 */
export async function startServerOperations(): Promise<void> {
  const { development, logFormat, cache, distDir, publishing, platform } = getConfig()
  if (development) return
  if (logFormat === 'json') installJsonConsole()
  // On Vercel, Next's cache is Vercel's (next.config.mjs names no cache handler there).
  if (platform === 'self-hosted')
    await startPageCache({
      redisUrl: cache.store === 'redis' ? cache.redisUrl : undefined,
      distDir,
      publishable: Boolean(publishing.revalidateSecret),
    })
  installGracefulShutdown(trackHttpRequests())
}
