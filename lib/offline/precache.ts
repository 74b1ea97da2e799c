import { createHash } from 'node:crypto'
import { buildFilesOf, OFFLINE_PATH } from './rules'

/** An entry of the service worker's precache: a versioned file needs no revision. */
export type PrecacheEntry = { url: string; revision: string | null }

/**
 * The app shell the service worker installs with: the prerendered offline page (revisioned by
 * its content, so a deploy that changes it replaces it) and every build file that page names,
 * its scripts, style sheets, preloaded fonts and lazy chunks, which are the whole site's chrome.
 */
export function appShellEntries(offlineHtml: string): PrecacheEntry[] {
  const assets = buildFilesOf(offlineHtml)
  if (assets.length === 0)
    throw new Error('The offline page loads no build files: is it the prerendered HTML of a production build?')
  const revision = createHash('sha256').update(offlineHtml).digest('hex').slice(0, 16)
  return [{ url: OFFLINE_PATH, revision }, ...assets.map((url) => ({ url, revision: null }))]
}
