import { jsonError } from '@/lib/http/json-body'

// Answered per request: a made-up address is never rendered, stored or cached (lib/routing).
export const dynamic = 'force-dynamic'

/**
 * Every address under /api/ that no route has, and (by next.config.mjs's afterFiles rewrites) a
 * build or seed file that does not exist: a JSON 404 that nothing keeps, instead of the site's
 * page catch-all rendering, storing and publicly caching a 404 page for it.
 */
function notFound() {
  return jsonError(404, { error: 'Not found' }, { 'cache-control': 'private, no-store' })
}

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
export { notFound as OPTIONS }
