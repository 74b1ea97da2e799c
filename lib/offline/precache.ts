import { createHash } from 'node:crypto'
import { OFFLINE_PATH } from './rules'

/** An entry of the service worker's precache: a versioned file needs no revision. */
export type PrecacheEntry = { url: string; revision: string | null }

const BUILD_ASSET = /\b(?:src|href)="(\/_next\/static\/[^"]+)"/g

/**
 * The app shell the service worker installs with: the prerendered offline page (revisioned by
 * its content, so a deploy that changes it replaces it) and every build file that page loads,
 * its scripts, style sheets and preloaded fonts, which are the whole site's chrome.
 */
export function appShellEntries(offlineHtml: string): PrecacheEntry[] {
  const assets = new Set<string>()
  for (const match of offlineHtml.matchAll(BUILD_ASSET)) assets.add(match[1]!.replaceAll('&amp;', '&'))
  if (assets.size === 0) throw new Error('The offline page loads no build files: is it the prerendered HTML of a production build?')
  const revision = createHash('sha256').update(offlineHtml).digest('hex').slice(0, 16)
  return [{ url: OFFLINE_PATH, revision }, ...[...assets].sort().map((url) => ({ url, revision: null }))]
}
