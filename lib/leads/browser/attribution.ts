/**
 * The visit's attribution (lib/leads/capture/attribution.ts), kept for the tab in session
 * storage: no cookie, nothing sent anywhere until the visitor leaves their details. Recorded on
 * every page view of the public site (components/layout/navigation-status.tsx) and read when a
 * lead is sent (capture-lead.ts).
 */

import { ATTRIBUTION_LIMITS, cleanPath, cleanReferrer, type LeadAttribution, utmOf } from '../capture/attribution'

export const ATTRIBUTION_STORAGE_KEY = 'lead-attribution'

type Place = { origin: string; pathname: string; search: string }

/** Storage that may be missing or refuse (a private window, storage turned off): then nothing is kept. */
function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readAttribution(storage: Storage | undefined = sessionStore()): LeadAttribution | undefined {
  try {
    const raw = storage?.getItem(ATTRIBUTION_STORAGE_KEY)
    const stored: unknown = raw ? JSON.parse(raw) : undefined
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as LeadAttribution) : undefined
  } catch {
    return undefined
  }
}

/**
 * One page view: the first of the tab's visit sets the landing page, the referrer (another
 * site's only) and the UTM parameters; every one adds its path to the pages viewed (a reload of
 * the same page once), the last 20 kept.
 */
export function recordPageView(
  place: Place = window.location,
  referrer: string = document.referrer,
  storage: Storage | undefined = sessionStore(),
): LeadAttribution | undefined {
  if (!storage) return undefined
  const path = cleanPath(place.pathname)
  const stored = readAttribution(storage)
  let attribution: LeadAttribution
  if (stored) {
    attribution = stored
  } else {
    const external = referrer && !referrer.startsWith(`${place.origin}/`) ? cleanReferrer(referrer) : undefined
    attribution = {
      ...(path ? { landingPage: path } : {}),
      ...(external ? { referrer: external } : {}),
      ...utmOf(place.search),
    }
  }
  const pages = Array.isArray(attribution.pagesViewed) ? attribution.pagesViewed : []
  if (path && pages.at(-1) !== path) attribution.pagesViewed = [...pages, path].slice(-ATTRIBUTION_LIMITS.pages)
  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution))
  } catch {
    // Storage full or refused: the lead goes without it.
  }
  return attribution
}
