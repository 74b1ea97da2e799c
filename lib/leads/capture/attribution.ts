/**
 * Where a lead came from, as the site records it without cookies or anyone else's script: the
 * first page of the visit, the page that linked to it (origin and path only: another site's
 * query string may hold its visitor's data), the UTM parameters of the first page, and the
 * pages viewed before the lead (the last 20). The browser keeps it for the tab in session
 * storage (lib/leads/browser/attribution.ts) and sends it with the lead; a form posted before
 * JavaScript ran carries what its request says (`fromReferer`). Every value is bounded here, the
 * same way in the browser and on the server, so what one sends the other takes.
 *
 * Browser-safe: no server imports (the recorder runs on every public page).
 */

export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const

export type UtmField = keyof typeof UTM_PARAMETERS

export type LeadAttribution = Partial<Record<UtmField, string>> & {
  /** A path on this site, without its query string ("/pricing"). */
  landingPage?: string
  /** Another site's origin and path ("https://www.google.com/"). */
  referrer?: string
  /** Paths on this site, oldest first, the lead's own page last. */
  pagesViewed?: string[]
}

export const ATTRIBUTION_LIMITS = { path: 300, referrer: 300, utm: 100, pages: 20 } as const

// Control characters, and the invisible format characters (bidi overrides, zero-width ones).
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g

/** A UTM value as marketers read it: one line of printable text, at most 100 characters, or none. */
export function cleanUtm(value: string | null | undefined): string | undefined {
  const cleaned = (value ?? '').replace(/\s+/g, ' ').replace(UNPRINTABLE, '').trim().slice(0, ATTRIBUTION_LIMITS.utm)
  return cleaned || undefined
}

/** A path on this site, at most 300 characters: "/" then anything printable, never "//" (another host). */
export const SITE_PATH = /^\/(?![/\\])[^\s\u0000-\u001F\u007F-\u009F]*$/

export function cleanPath(path: string | null | undefined): string | undefined {
  const cut = (path ?? '').slice(0, ATTRIBUTION_LIMITS.path)
  return SITE_PATH.test(cut) ? cut : undefined
}

/** Another page's address as origin and path (no query, no fragment, no credentials), or none. */
export function cleanReferrer(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
    return `${parsed.origin}${parsed.pathname}`.slice(0, ATTRIBUTION_LIMITS.referrer)
  } catch {
    return undefined
  }
}

/** The UTM parameters of a query string ("?utm_source=google&…"), cleaned. */
export function utmOf(search: string): Partial<Record<UtmField, string>> {
  const params = new URLSearchParams(search)
  const utm: Partial<Record<UtmField, string>> = {}
  for (const [field, name] of Object.entries(UTM_PARAMETERS) as [UtmField, string][]) {
    const value = cleanUtm(params.get(name))
    if (value) utm[field] = value
  }
  return utm
}

/**
 * What a request says when the browser sent nothing (a form posted before JavaScript ran, a
 * client that sends no attribution): its Referer is the page the form was on. A page of this
 * site is the landing page (its UTM parameters with it: browsers send a same-origin Referer in
 * full); another site's page is the referrer.
 */
export function fromReferer(referer: string | null | undefined, siteOrigins: readonly string[]): LeadAttribution {
  if (!referer) return {}
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return {}
  }
  if (!siteOrigins.includes(url.origin)) {
    const referrer = cleanReferrer(referer)
    return referrer ? { referrer } : {}
  }
  const landingPage = cleanPath(url.pathname)
  return { ...(landingPage ? { landingPage, pagesViewed: [landingPage] } : {}), ...utmOf(url.search) }
}

/**
 * What a request's Referer says of where the visitor came from, for a client that sends no
 * attribution of its own (an older page, a form posted before its script ran): the site's own
 * origin is the request's, and the origins it accepts posts from.
 */
export const requestAttribution = (request: Request, allowedOrigins: readonly string[] = []): LeadAttribution =>
  fromReferer(request.headers.get('referer'), [new URL(request.url).origin, ...allowedOrigins])

/**
 * Who sent the lead, as the Sources view and the inbox's filter name it: the utm_source, or else
 * the referrer's host without "www.", or "direct"; lowercased. (The same rule in SQL:
 * lib/leads/inbox/sources-report.ts.)
 */
export function trafficSource(attribution: Pick<LeadAttribution, 'utmSource' | 'referrer'>): string {
  if (attribution.utmSource) return attribution.utmSource.toLowerCase()
  const host = attribution.referrer?.match(/^https?:\/\/([^/:?#]+)/)?.[1]
  return host ? host.replace(/^www\./, '').toLowerCase() : 'direct'
}

export const hasAttribution = (attribution: LeadAttribution | undefined): attribution is LeadAttribution =>
  Boolean(attribution && Object.values(attribution).some((value) => value !== undefined))
