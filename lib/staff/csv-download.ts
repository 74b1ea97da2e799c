import 'server-only'
import { logStaff } from './session'

const NO_STORE = { 'cache-control': 'private, no-store' }

/**
 * A staff CSV download (the leads, the Sources view's numbers): the file, never kept by any
 * cache; when the lead database cannot be reached, a 503 that says so in plain words (the
 * error goes to the server log as `what`).
 */
export async function csvDownload(what: string, make: () => Promise<{ csv: string; filename: string }>) {
  try {
    const { csv, filename } = await make()
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        ...NO_STORE,
      },
    })
  } catch (error) {
    logStaff(`${what} failed`, error)
    return new Response('The lead database cannot be reached right now. Please try again in a minute.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30', ...NO_STORE },
    })
  }
}
