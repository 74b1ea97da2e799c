import type { SiteConfig } from '../config'

/**
 * The site's security response headers: a pure function of the configuration, read by
 * next.config.mjs `headers()` at build time (static headers keep every page prerendered).
 *
 * Scripts, and why 'unsafe-inline' without 'unsafe-eval'. A prerendered App Router page carries
 * inline <script> tags of its own: the RSC flight data (`self.__next_f.push(...)`), different on
 * every page and after every on-demand revalidation, plus our three constant head scripts (the theme
 * before paint, so no flash of the wrong theme; a press on a dialog's button before hydration; the
 * rendering of deferred blocks on a reload or a link to a fragment: app/layout.tsx) and the JSON-LD
 * blocks (data, not executed, but still <script>). The alternatives do not fit this site:
 * - nonces need a fresh value per response, so every page would be rendered per request
 *   (proxy.ts + dynamic rendering): no prerendering, no CDN cache, a slower first byte;
 * - hashes computed at build would be stale as soon as the Sanity webhook revalidates a page:
 *   its new flight data hashes differently while the header (fixed at build) does not, and
 *   the page would stop hydrating until the next build.
 * So script-src is 'self' 'unsafe-inline' plus the voice call library's origin. What still
 * holds: no eval (the call library is told avoidEval), object-src and base-uri locked, forms
 * only to this origin, connections only to the configured services (an injected script cannot
 * send data anywhere else), and no framing of the site. React escapes all text, and the only
 * dangerouslySetInnerHTML are those three head scripts (constants, nothing of content or input
 * spliced in) and JSON-LD (escaped for </script>).
 */

export type SecurityHeader = { key: string; value: string }
export type HeaderRule = { source: string; headers: SecurityHeader[] }

type Directives = Record<string, string[]>

/** The voice service when no VAPI_API_BASE_URL is set. */
export const DEFAULT_VOICE_API_ORIGIN = 'https://api.vapi.ai'

/** @daily-co/daily-js (Vapi's call library), call-object mode: https://docs.daily.co (CSP guide). */
const DAILY = {
  script: ['https://c.daily.co'],
  connect: ['https://*.daily.co', 'wss://*.daily.co'],
  media: ['https://*.daily.co'],
}

const SANITY_CDN = 'https://cdn.sanity.io'
const SANITY_STUDIO_CDN = 'https://core.sanity-cdn.com'
const SANITY_DESIGN_SYSTEM = 'https://design-system-static.sanity.io'

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${[...new Set(sources)].join(' ')}` : name))
    .join('; ')
}

function sanityApiOrigins(config: SiteConfig): string[] {
  if (config.content.source !== 'sanity') return []
  const { projectId } = config.content
  return [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`]
}

function voiceOrigins(config: SiteConfig) {
  if (!config.voice.publicKey) return { script: [], connect: [], media: [] }
  const api = new URL(config.voice.apiBaseUrl ?? DEFAULT_VOICE_API_ORIGIN).origin
  return { script: DAILY.script, connect: [api, ...DAILY.connect], media: DAILY.media }
}

/**
 * Who may frame the site. Nobody, unless a Sanity project is configured: then the embedded
 * Studio's Presentation tool (served from this same origin at /studio) previews the pages in
 * an iframe, so 'self' and only 'self'.
 */
export function frameAncestors(config: SiteConfig): string[] {
  return config.content.source === 'sanity' ? ["'self'"] : ["'none'"]
}

/** Content-Security-Policy of every public page and API route. */
export function buildContentSecurityPolicy(config: SiteConfig): string {
  const voice = voiceOrigins(config)
  const https = config.siteUrl.startsWith('https://')
  const directives: Directives = {
    'default-src': ["'self'"],
    // 'unsafe-eval' only under `next dev` (React's development build needs it); never in a build.
    'script-src': ["'self'", "'unsafe-inline'", ...voice.script, ...(config.development ? ["'unsafe-eval'"] : [])],
    // Inline style attributes: next/image blur placeholders, toasts, the typewriter.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the blurred image placeholders (lqip), blob: for generated previews.
    'img-src': ["'self'", 'data:', 'blob:', SANITY_CDN],
    'font-src': ["'self'"],
    // The booking provider too: the booking dialog asks whether it can be reached before it waits on its frame.
    'connect-src': [
      "'self'",
      ...sanityApiOrigins(config),
      ...voice.connect,
      ...config.booking.frameOrigins,
      ...(config.development ? ['ws:'] : []),
    ],
    'media-src': ["'self'", 'blob:', ...voice.media],
    'frame-src': config.booking.frameOrigins,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors(config),
    // Only on an https site: on http://localhost it would rewrite our own assets to https.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  }
  if (!directives['frame-src']!.length) directives['frame-src'] = ["'none'"]
  return serialize(directives)
}

/**
 * The embedded Studio (/studio) is a single-page app from Sanity with its own needs: it talks to
 * the Sanity API over https and WebSockets (any project host, and api.sanity.io for sign-in),
 * shows avatars and images from anywhere over https, and its Presentation tool frames this site.
 * It stays unframeable itself.
 */
export function buildStudioContentSecurityPolicy(config: SiteConfig): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    // core.sanity-cdn.com: the Studio's bridge script (auto-updates, Sanity's dashboard).
    'script-src': ["'self'", "'unsafe-inline'", SANITY_STUDIO_CDN, ...(config.development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", SANITY_DESIGN_SYSTEM],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // The Studio's typeface (Inter) comes from Sanity's design-system host.
    'font-src': ["'self'", 'data:', SANITY_DESIGN_SYSTEM],
    'connect-src': [
      "'self'",
      'https://api.sanity.io',
      'https://*.api.sanity.io',
      'wss://*.api.sanity.io',
      'https://*.apicdn.sanity.io',
      SANITY_CDN,
      SANITY_STUDIO_CDN,
      ...(config.development ? ['ws:'] : []),
    ],
    'media-src': ["'self'", 'blob:', SANITY_CDN],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return serialize(directives)
}

/**
 * Permissions-Policy: the microphone (voice chat) for this origin only; everything else off. Only
 * features Chromium recognises are named: an unknown one ('bluetooth' was) logs a console warning
 * on every page a visitor opens (tests/e2e/accessibility.spec.ts keeps the console clean).
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ')

function commonHeaders(): SecurityHeader[] {
  return [
    // Two years, subdomains included: browsers ignore it over plain http (localhost).
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // No page of another site may load our responses (an image, a script, the API's JSON) into
    // its own: our pages and the Studio are same-origin, a subdomain of the site still may.
    // Crawlers fetching share images and feeds are not browsers and are unaffected.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  ]
}

/**
 * Rules for next.config `headers()`. Order matters: when two rules set the same header the
 * later wins, so the Studio's rule comes after the catch-all.
 */
export function securityHeaderRules(config: SiteConfig): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        ...commonHeaders(),
        { key: 'Content-Security-Policy', value: buildContentSecurityPolicy(config) },
        { key: 'X-Frame-Options', value: config.content.source === 'sanity' ? 'SAMEORIGIN' : 'DENY' },
        // On public pages too: no cross-site window keeps a reference to ours, and Chrome on
        // Android gives the site its own process (docs/security.md). It costs a point or two of
        // Lighthouse's lab score (docs/benchmarks.md).
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
      ],
    },
    {
      source: '/studio/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: buildStudioContentSecurityPolicy(config) },
        { key: 'X-Frame-Options', value: 'DENY' },
        // Sanity's sign-in may use a popup that reports back to its opener.
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
      ],
    },
  ]
}
