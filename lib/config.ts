// Not `import 'server-only'`: next.config.mjs loads this module in plain Node (for the response
// headers, lib/security/headers.ts), where that package throws. The guard below refuses a browser
// instead, and tests/e2e/secrets.spec.ts proves no secret reaches the client build.
import { isIP } from 'node:net'
import { z } from 'zod'

if (typeof window !== 'undefined') {
  throw new Error('lib/config.ts is server-only: read configuration on the server and pass the public values down.')
}

/** The longest CDN_HTML_MAX_AGE: a year, what Next itself tells shared caches about a prerendered page. */
const CDN_HTML_MAX_AGE_LIMIT = 31_536_000

/**
 * The one reader of the environment. Every outside service has an embedded default, so
 * every variable is optional; a set-but-invalid value fails fast with a message naming it.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const envSchema = z.object({
  NEXT_DIST_DIR: optional.pipe(
    z
      .string()
      .regex(/^\.next[\w-]*$/, 'must be a folder name starting with .next (for example .next-staging)')
      .optional(),
  ),
  NEXT_BUILD_SKIP_TYPECHECK: optional.pipe(z.enum(['1'], { error: 'must be 1 or unset' }).optional()),
  NEXT_BUILD_CACHE: optional.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
  EAGER_COMPILE: optional.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
  NEXT_PUBLIC_SITE_URL: optional.pipe(z.url().optional()),
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id (lowercase letters, digits, dashes)')
      .optional(),
  ),
  NEXT_PUBLIC_SANITY_DATASET: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9_-]+$/, 'must be a Sanity dataset name')
      .optional(),
  ),
  SANITY_API_READ_TOKEN: optional,
  SANITY_API_HOST: optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SANITY_REVALIDATE_SECRET: optional,
  SITE_SECRET: optional.pipe(
    z.string().min(32, 'must be at least 32 characters: a long random string (openssl rand -base64 32)').optional(),
  ),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a PostgreSQL connection string (postgres://user:password@host:5432/db)')
      .optional(),
  ),
  LEADS_DATA_DIR: optional,
  SMTP_URL: optional.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465',
      })
      .optional(),
  ),
  LEAD_NOTIFY_TO: optional.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.email('must be a comma-separated list of email addresses')).min(1, 'must name at least one address'),
      )
      .optional(),
  ),
  LEAD_NOTIFY_FROM: optional,
  TIME_ZONE: optional.pipe(
    z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone })
          return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)
        } catch {
          return false
        }
      }, 'must be an IANA time zone, e.g. America/New_York or Europe/Berlin')
      .optional(),
  ),
  MAIL_DIR: optional,
  LEAD_WEBHOOK_URL: optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  LEAD_WEBHOOK_SECRET: optional.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'must be a Standard Webhooks secret: whsec_ followed by base64')
      .optional(),
  ),
  LEAD_RETENTION_DAYS: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of days')
      .transform(Number)
      .pipe(z.number().min(1, 'must be at least 1 day'))
      .optional(),
  ),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_MODEL: optional,
  OPENAI_TIMEOUT_MS: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .pipe(z.number().min(1_000, 'must be at least 1000 ms').max(120_000, 'must be at most 120000 ms'))
      .optional(),
  ),
  OPENAI_DAILY_MESSAGE_CAP: optional.pipe(
    z.string().regex(/^\d+$/, 'must be a whole number of model calls per day').transform(Number).optional(),
  ),
  TRUSTED_PROXIES: optional.pipe(
    z
      .string()
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .pipe(
        z
          .array(z.string())
          .refine(
            (list) => list.length > 0,
            'must list proxies (addresses, CIDR ranges, loopback, linklocal, uniquelocal) or be none',
          )
          .refine((list) => list.length === 1 || !list.includes('none'), 'none cannot be combined with addresses')
          .superRefine((list, context) => {
            const bad = list.filter((entry) => entry !== 'none' && !isProxyEntry(entry))
            if (bad.length > 0)
              context.addIssue({
                code: 'custom',
                message: `${bad.join(', ')}: not an IP address, a CIDR range (10.0.0.0/8) or one of ${PROXY_PRESETS.join(', ')}`,
              })
          }),
      )
      .optional(),
  ),
  // Replaced by TRUSTED_PROXIES: read only to carry an old setting over or to say what to set.
  TRUSTED_PROXY_HOPS: optional,
  NEXT_PUBLIC_VAPI_PUBLIC_KEY: optional,
  VAPI_API_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  VAPI_ASSISTANT_ID: optional,
  VAPI_PRIVATE_KEY: optional,
  VAPI_PHONE_NUMBER_ID: optional,
  VAPI_SERVER_SECRET: optional,
  CALL_ME_ASSISTANT_ID: optional,
  CALL_ME_COUNTRIES: optional.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((code) => code.toUpperCase()),
      )
      .pipe(
        z
          .array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes (ISO 3166-1), e.g. US,CA'))
          .min(1, 'must name at least one country, e.g. US,CA'),
      )
      .optional(),
  ),
  CALL_ME_DAILY_CAP: optional.pipe(
    z.string().regex(/^\d+$/, 'must be a whole number of calls per day').transform(Number).optional(),
  ),
  REDIS_URL: optional.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a Redis connection string (redis://host:6379, or rediss:// for TLS)')
      .optional(),
  ),
  CDN_HTML_MAX_AGE: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of seconds (0 or more)')
      .transform(Number)
      .pipe(z.number().max(CDN_HTML_MAX_AGE_LIMIT, `must be at most ${CDN_HTML_MAX_AGE_LIMIT} seconds (a year)`))
      .optional(),
  ),
  // Set by Vercel on its builds and functions.
  VERCEL: optional,
  LOG_FORMAT: optional.pipe(z.enum(['json', 'text'], { error: 'must be json or text' }).optional()),
  NEXT_PUBLIC_SUPABASE_URL: optional.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be your Supabase project URL, e.g. https://abcd.supabase.co' })
      .optional(),
  ),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optional,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional,
  STAFF_REQUIRE_MFA: optional.pipe(
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  ),
  BOOKING_FRAME_ORIGINS: optional.pipe(
    z
      .string()
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a list of http(s) origins, e.g. https://cal.com' })))
      .optional(),
  ),
})

export type SiteConfig = {
  /** Development shows editor-facing hints (such as placeholders for unknown sections). */
  development: boolean
  /** Where `next build` writes and `next start` reads (NEXT_DIST_DIR, default .next): two builds side by side. */
  distDir: string
  /**
   * `next build` skips its own TypeScript pass (NEXT_BUILD_SKIP_TYPECHECK=1): for the test builds
   * only, which `npm test` type-checks once before it builds twice. A deployment's build checks.
   */
  skipBuildTypecheck: boolean
  /**
   * `next build` keeps Turbopack's cache in `<distDir>/cache` for the next build (NEXT_BUILD_CACHE=off
   * does not: a build on a fresh clone, as in CI, is never followed by another one in that folder).
   */
  buildCache: boolean
  /**
   * `npm run build` rewrites the browser chunks so that their modules compile as they download
   * (scripts/eager-compile.ts; EAGER_COMPILE=off leaves Turbopack's chunks as built).
   */
  eagerCompile: boolean
  siteUrl: string
  /** The sales team's time zone (TIME_ZONE): the day follow-ups are due on, the digest's hour, the Sources view's weeks. */
  timeZone: string
  content:
    | {
        source: 'sanity'
        projectId: string
        dataset: string
        apiVersion: string
        readToken?: string
        /** The site's own reads through another API host (a proxy; the tests' local stand-in). */
        apiHost?: string
      }
    | { source: 'local'; projectId: string; dataset: string; apiVersion: string }
  leads: { driver: 'postgres'; databaseUrl: string } | { driver: 'pglite'; dataDir: string }
  /** Where each lead goes once stored, and how long leads are kept. */
  delivery: {
    /** To sales: over SMTP, or without SMTP_URL written as .eml files under MAIL_DIR. */
    email: ({ transport: 'smtp'; smtpUrl: string } | { transport: 'file'; mailDir: string }) & {
      to: string[]
      from: string
    }
    /** A Standard Webhooks-signed POST of each lead (a CRM, a Slack workflow, Zapier). */
    webhook?: { url: string; secret: string }
    retentionDays: number
  }
  /**
   * Publishing: the secret that signs Sanity's webhook (POST /api/revalidate). Unset, the route
   * answers 404 and content changes need a rebuild. Draft mode needs the Sanity source with a read token.
   */
  publishing: { revalidateSecret?: string; draftMode: boolean }
  /**
   * SITE_SECRET: the secret the site derives its own signing keys from (Michael's replies, so a
   * lead's transcript shows as his only what he said). The same on every instance; unset (the
   * embedded default), each process makes a key of its own, which ends with it.
   */
  siteSecret?: string
  chat:
    | {
        engine: 'openai'
        apiKey: string
        baseURL?: string
        model: string
        timeoutMs: number
        /** Model calls the whole site may make per UTC day; past it Michael answers from the local engine. */
        dailyMessageCap: number
      }
    | { engine: 'local' }
  /**
   * Who may tell the site a client's address (TRUSTED_PROXIES): a forwarded address is honoured
   * only when the connection comes from one of these (addresses, CIDR ranges, or proxy-addr's
   * presets loopback, linklocal, uniquelocal). Empty: no proxy is trusted, the connection's own
   * address is the client's. On Vercel the platform's header is the authority and this is unused.
   */
  trustedProxies: string[]
  /**
   * Browser voice chat (Vapi). The public key is a client credential, safe in the page. Without it
   * (or without an assistant or squad in the CMS) the voice chat shows "not configured".
   */
  voice: { publicKey?: string; apiBaseUrl?: string; assistantId?: string }
  /**
   * "Have the AI receptionist call me" (Vapi outbound calls, lib/voice/call-me). Server-only: the
   * private key places calls that cost money. Without the key and the phone number id the
   * section is not rendered. The assistant is the CMS's unless CALL_ME_ASSISTANT_ID overrides it.
   */
  callMe: {
    privateKey?: string
    phoneNumberId?: string
    /** The secret Vapi sends with each server message (X-Vapi-Secret); without it the webhook answers 404. */
    serverSecret?: string
    apiBaseUrl: string
    assistantId?: string
    /** ISO 3166-1 codes of the countries whose numbers may be called. */
    countries: string[]
    /** Calls placed per UTC day for the whole site. */
    dailyCap: number
  }
  /**
   * Origins the booking dialog may frame (Content-Security-Policy frame-src): the origin of the
   * scheduling link in the CMS site settings. Response headers are fixed at build time, so a
   * link to another provider needs this variable changed too; until then the dialog's plain
   * link still works.
   */
  booking: { frameOrigins: string[] }
  /**
   * Next's cache of pages and tagged data: in Redis at REDIS_URL, shared by every instance (a
   * publish revalidates them all), in front of each instance's memory; or in the memory alone.
   */
  cache: { store: 'redis'; redisUrl: string } | { store: 'memory' }
  /**
   * What shared caches in front of the site (a CDN, a caching proxy) are told about its public
   * pages (proxy.ts): keep one `htmlMaxAge` seconds (CDN_HTML_MAX_AGE), then serve it stale for up
   * to `htmlStaleWhileRevalidate` seconds while fetching it again, so a publish reaches visitors
   * within `htmlMaxAge` (plus a visit). Unused on Vercel, whose CDN is purged by tag on a publish.
   */
  sharedCaches: { htmlMaxAge: number; htmlStaleWhileRevalidate: number }
  /** Log lines: one JSON object each (production default, for a platform's log search) or text. */
  logFormat: 'json' | 'text'
  /** Vercel runs the site on its own infrastructure, with its own shared cache. */
  platform: 'vercel' | 'self-hosted'
  /**
   * The staff lead inbox (/staff): Supabase Auth when a project URL and its publishable (or
   * anon) key are set; without them /staff explains the setup. Both values are public (the
   * browser may hold them), but only the server uses them here. `requireMfa`: the inbox needs
   * a second factor (aal2), STAFF_REQUIRE_MFA, default true.
   */
  staff:
    | { auth: 'supabase'; url: string; publishableKey: string; requireMfa: boolean }
    | { auth: 'none'; requireMfa: boolean }
}

/** The scheduling provider of the seed dataset's booking link (https://cal.com/...). */
export const DEFAULT_BOOKING_FRAME_ORIGINS = ['https://cal.com']

/** Michael runs on gpt-4o unless OPENAI_MODEL says otherwise. */
export const DEFAULT_CHAT_MODEL = 'gpt-4o'

/** Model calls per UTC day for the whole site: a ceiling on the bill that no visitor can raise. */
export const DEFAULT_OPENAI_DAILY_MESSAGE_CAP = 2_000

/** Countries the call-me form calls unless CALL_ME_COUNTRIES says otherwise. */
export const DEFAULT_CALL_ME_COUNTRIES = ['US', 'CA']

/** Calls per UTC day for the whole site: a ceiling on the bill that no visitor can raise. */
export const DEFAULT_CALL_ME_DAILY_CAP = 50

/** Vapi's API, unless VAPI_API_BASE_URL points elsewhere (a proxy, the tests' stand-in). */
export const DEFAULT_VAPI_API_BASE_URL = 'https://api.vapi.ai'

/** Sanity API version the queries are written against (a date, per Sanity's versioning). */
export const SANITY_API_VERSION = '2025-10-01'

/** Where the embedded database (PGlite) keeps leads when no DATABASE_URL is set. */
export const DEFAULT_LEADS_DATA_DIR = '.data/leads'

/** Where emails to sales are written as .eml files when no SMTP_URL is set. */
export const DEFAULT_MAIL_DIR = '.data/mail'

/** The agency's time zone, where the site's dates are written (lib/format-date.ts). */
export const DEFAULT_TIME_ZONE = 'America/New_York'

/** Two years: long enough for a sales cycle, short enough not to keep strangers' details forever. */
export const DEFAULT_LEAD_RETENTION_DAYS = 730

/**
 * Peers trusted to forward a client's address by default: a reverse proxy on this host, or on
 * the local or private network (Express's `trust proxy` presets), so one in front needs no
 * setting and a client on a public address cannot choose its own limit key.
 */
export const DEFAULT_TRUSTED_PROXIES = ['loopback', 'linklocal', 'uniquelocal']
const PROXY_PRESETS = DEFAULT_TRUSTED_PROXIES

/** An IPv4 or IPv6 address, or one with a /prefix, or a preset name: what proxy-addr compiles. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true
  const [address = '', prefix, extra] = entry.split('/')
  if (extra !== undefined || !isIP(address)) return false
  if (prefix === undefined) return true
  const max = isIP(address) === 4 ? 32 : 128
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max
}

/**
 * TRUSTED_PROXIES, or an old TRUSTED_PROXY_HOPS carried over where its meaning survives: 0 (no
 * proxy) trusts none, 1 (one proxy in front, almost always on the same host or network) the
 * default. More hops meant proxies on public addresses (a CDN), which only their addresses can
 * name: that stops the server with what to set instead.
 */
function trustedProxies(list: string[] | undefined, hops: string | undefined): string[] {
  if (list && hops !== undefined)
    throw new ConfigError(
      'Invalid environment configuration: TRUSTED_PROXY_HOPS was replaced by TRUSTED_PROXIES: remove TRUSTED_PROXY_HOPS',
    )
  if (list) return list.includes('none') ? [] : list
  if (hops === undefined || hops === '1') return DEFAULT_TRUSTED_PROXIES
  if (hops === '0') return []
  throw new ConfigError(
    `Invalid environment configuration: TRUSTED_PROXY_HOPS was replaced by TRUSTED_PROXIES, which names the proxies in front of the site instead of counting them: set TRUSTED_PROXIES to their addresses or CIDR ranges (for a CDN, its published ranges), comma-separated, and remove TRUSTED_PROXY_HOPS (it was ${hops})`,
  )
}

/** How long a CDN keeps a page before asking the site again, unless CDN_HTML_MAX_AGE says otherwise. */
export const DEFAULT_CDN_HTML_MAX_AGE = 60

/** How long past that a CDN may still serve the page it kept while it fetches it again (a Content Lake or site outage included). */
export const CDN_HTML_STALE_WHILE_REVALIDATE = 86_400

/** Placeholder used by the embedded Studio when no project is configured. */
const LOCAL_PROJECT_ID = 'local'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new ConfigError(`Invalid environment configuration: ${problems}`)
  }
  const e = parsed.data
  const problems = [
    e.SMTP_URL && !e.LEAD_NOTIFY_TO ? 'LEAD_NOTIFY_TO: must be set with SMTP_URL (who receives the leads)' : null,
    e.LEAD_WEBHOOK_URL && !e.LEAD_WEBHOOK_SECRET
      ? 'LEAD_WEBHOOK_SECRET: must be set with LEAD_WEBHOOK_URL (it signs each webhook)'
      : null,
    !e.LEAD_WEBHOOK_URL && e.LEAD_WEBHOOK_SECRET ? 'LEAD_WEBHOOK_URL: must be set with LEAD_WEBHOOK_SECRET' : null,
  ].filter(Boolean)
  if (problems.length > 0) throw new ConfigError(`Invalid environment configuration: ${problems.join('; ')}`)
  const supabaseKey = e.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? e.NEXT_PUBLIC_SUPABASE_ANON_KEY
  // Half a configuration is a mistake to report, not a reason to quietly leave the inbox off.
  if (Boolean(e.NEXT_PUBLIC_SUPABASE_URL) !== Boolean(supabaseKey)) {
    throw new ConfigError(
      e.NEXT_PUBLIC_SUPABASE_URL
        ? 'Invalid environment configuration: NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or NEXT_PUBLIC_SUPABASE_ANON_KEY) must be set with NEXT_PUBLIC_SUPABASE_URL'
        : 'Invalid environment configuration: NEXT_PUBLIC_SUPABASE_URL must be set with the Supabase key',
    )
  }
  const requireMfa = e.STAFF_REQUIRE_MFA ?? true
  const dataset = e.NEXT_PUBLIC_SANITY_DATASET ?? 'production'
  return {
    development: env.NODE_ENV === 'development',
    distDir: e.NEXT_DIST_DIR ?? '.next',
    skipBuildTypecheck: e.NEXT_BUILD_SKIP_TYPECHECK === '1',
    buildCache: e.NEXT_BUILD_CACHE !== 'off',
    eagerCompile: e.EAGER_COMPILE !== 'off',
    siteUrl: (e.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    timeZone: e.TIME_ZONE ?? DEFAULT_TIME_ZONE,
    content: e.NEXT_PUBLIC_SANITY_PROJECT_ID
      ? {
          source: 'sanity',
          projectId: e.NEXT_PUBLIC_SANITY_PROJECT_ID,
          dataset,
          apiVersion: SANITY_API_VERSION,
          readToken: e.SANITY_API_READ_TOKEN,
          apiHost: e.SANITY_API_HOST?.replace(/\/$/, ''),
        }
      : { source: 'local', projectId: LOCAL_PROJECT_ID, dataset, apiVersion: SANITY_API_VERSION },
    siteSecret: e.SITE_SECRET,
    publishing: {
      revalidateSecret: e.SANITY_REVALIDATE_SECRET,
      draftMode: Boolean(e.NEXT_PUBLIC_SANITY_PROJECT_ID && e.SANITY_API_READ_TOKEN),
    },
    leads: e.DATABASE_URL
      ? { driver: 'postgres', databaseUrl: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: e.LEADS_DATA_DIR ?? DEFAULT_LEADS_DATA_DIR },
    delivery: {
      email: {
        ...(e.SMTP_URL
          ? { transport: 'smtp' as const, smtpUrl: e.SMTP_URL }
          : { transport: 'file' as const, mailDir: e.MAIL_DIR ?? DEFAULT_MAIL_DIR }),
        to: e.LEAD_NOTIFY_TO ?? ['sales@example.com'],
        from: e.LEAD_NOTIFY_FROM ?? 'Website leads <leads@example.com>',
      },
      webhook:
        e.LEAD_WEBHOOK_URL && e.LEAD_WEBHOOK_SECRET
          ? { url: e.LEAD_WEBHOOK_URL, secret: e.LEAD_WEBHOOK_SECRET }
          : undefined,
      retentionDays: e.LEAD_RETENTION_DAYS ?? DEFAULT_LEAD_RETENTION_DAYS,
    },
    chat: e.OPENAI_API_KEY
      ? {
          engine: 'openai',
          apiKey: e.OPENAI_API_KEY,
          baseURL: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL ?? DEFAULT_CHAT_MODEL,
          timeoutMs: e.OPENAI_TIMEOUT_MS ?? 20_000,
          dailyMessageCap: e.OPENAI_DAILY_MESSAGE_CAP ?? DEFAULT_OPENAI_DAILY_MESSAGE_CAP,
        }
      : { engine: 'local' },
    trustedProxies: trustedProxies(e.TRUSTED_PROXIES, e.TRUSTED_PROXY_HOPS),
    voice: {
      publicKey: e.NEXT_PUBLIC_VAPI_PUBLIC_KEY,
      apiBaseUrl: e.VAPI_API_BASE_URL?.replace(/\/$/, ''),
      assistantId: e.VAPI_ASSISTANT_ID,
    },
    callMe: {
      privateKey: e.VAPI_PRIVATE_KEY,
      phoneNumberId: e.VAPI_PHONE_NUMBER_ID,
      serverSecret: e.VAPI_SERVER_SECRET,
      apiBaseUrl: (e.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL).replace(/\/$/, ''),
      assistantId: e.CALL_ME_ASSISTANT_ID,
      countries: e.CALL_ME_COUNTRIES ?? DEFAULT_CALL_ME_COUNTRIES,
      dailyCap: e.CALL_ME_DAILY_CAP ?? DEFAULT_CALL_ME_DAILY_CAP,
    },
    booking: {
      frameOrigins: (e.BOOKING_FRAME_ORIGINS ?? DEFAULT_BOOKING_FRAME_ORIGINS).map((url) => new URL(url).origin),
    },
    cache: e.REDIS_URL ? { store: 'redis', redisUrl: e.REDIS_URL } : { store: 'memory' },
    sharedCaches: {
      htmlMaxAge: e.CDN_HTML_MAX_AGE ?? DEFAULT_CDN_HTML_MAX_AGE,
      htmlStaleWhileRevalidate: CDN_HTML_STALE_WHILE_REVALIDATE,
    },
    logFormat: e.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'text'),
    platform: e.VERCEL ? 'vercel' : 'self-hosted',
    staff:
      e.NEXT_PUBLIC_SUPABASE_URL && supabaseKey
        ? {
            auth: 'supabase',
            url: e.NEXT_PUBLIC_SUPABASE_URL.replace(/\/$/, ''),
            publishableKey: supabaseKey,
            requireMfa,
          }
        : { auth: 'none', requireMfa },
  }
}

let cached: SiteConfig | undefined

/** The configuration of this process, parsed once. */
export function getConfig(): SiteConfig {
  cached ??= parseConfig(process.env)
  return cached
}
