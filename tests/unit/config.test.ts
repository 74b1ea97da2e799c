import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '@/lib/config'

describe('parseConfig', () => {
  it('uses the embedded content source when no Sanity project is configured', () => {
    const config = parseConfig({})
    expect(config.content.source).toBe('local')
    expect(config.siteUrl).toBe('http://localhost:3000')
  })

  it('treats empty values as unset', () => {
    expect(parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: '  ', NEXT_PUBLIC_SITE_URL: '' }).content.source).toBe('local')
  })

  it('switches to Sanity when a project id is set, with the dataset and read token', () => {
    const config = parseConfig({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
      SANITY_API_READ_TOKEN: 'secret',
    })
    expect(config.content).toMatchObject({
      source: 'sanity',
      projectId: 'abc123',
      dataset: 'staging',
      readToken: 'secret',
    })
  })

  it('reads Sanity through another API host when one is set, and rejects one that is not http(s)', () => {
    const config = parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: 'http://127.0.0.1:3121/' })
    expect(config.content).toMatchObject({ source: 'sanity', apiHost: 'http://127.0.0.1:3121' })
    expect(() => parseConfig({ SANITY_API_HOST: 'sanity.internal' })).toThrow(/SANITY_API_HOST/)
  })

  it('disables the revalidation webhook and draft mode by default', () => {
    expect(parseConfig({}).publishing).toEqual({ revalidateSecret: undefined, draftMode: false })
  })

  it('reads the webhook secret, and allows draft mode with a Sanity project and a read token', () => {
    expect(parseConfig({ SANITY_REVALIDATE_SECRET: 'whsec' }).publishing).toEqual({
      revalidateSecret: 'whsec',
      draftMode: false,
    })
    expect(parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }).publishing.draftMode).toBe(false)
    expect(
      parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', SANITY_API_READ_TOKEN: 'sk' }).publishing.draftMode,
    ).toBe(true)
  })

  it('builds into .next unless NEXT_DIST_DIR names another .next folder', () => {
    expect(parseConfig({}).distDir).toBe('.next')
    expect(parseConfig({ NEXT_DIST_DIR: '.next-staging' }).distDir).toBe('.next-staging')
    expect(() => parseConfig({ NEXT_DIST_DIR: '../elsewhere' })).toThrow(/NEXT_DIST_DIR/)
  })

  it("keeps Turbopack's build cache unless NEXT_BUILD_CACHE is off", () => {
    expect(parseConfig({}).buildCache).toBe(true)
    expect(parseConfig({ NEXT_BUILD_CACHE: 'off' }).buildCache).toBe(false)
    expect(() => parseConfig({ NEXT_BUILD_CACHE: 'false' })).toThrow(/NEXT_BUILD_CACHE: must be on or off/)
  })

  it("keeps Next's cache in the instance's memory unless REDIS_URL names a Redis server", () => {
    expect(parseConfig({}).cache).toEqual({ store: 'memory' })
    expect(parseConfig({ REDIS_URL: 'redis://cache:6379' }).cache).toEqual({
      store: 'redis',
      redisUrl: 'redis://cache:6379',
    })
    expect(parseConfig({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380' }).cache).toMatchObject({
      store: 'redis',
    })
    expect(() => parseConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/)
  })

  it('tells CDNs to keep pages 60 s, and serve them stale for a day while refetching, unless CDN_HTML_MAX_AGE says otherwise', () => {
    expect(parseConfig({}).sharedCaches).toEqual({ htmlMaxAge: 60, htmlStaleWhileRevalidate: 86_400 })
    expect(parseConfig({ CDN_HTML_MAX_AGE: '300' }).sharedCaches.htmlMaxAge).toBe(300)
    expect(parseConfig({ CDN_HTML_MAX_AGE: '0' }).sharedCaches.htmlMaxAge).toBe(0)
    expect(() => parseConfig({ CDN_HTML_MAX_AGE: '1m' })).toThrow(/CDN_HTML_MAX_AGE: must be a whole number of seconds/)
    expect(() => parseConfig({ CDN_HTML_MAX_AGE: '-5' })).toThrow(/CDN_HTML_MAX_AGE/)
    expect(() => parseConfig({ CDN_HTML_MAX_AGE: '31536001' })).toThrow(/CDN_HTML_MAX_AGE: must be at most 31536000/)
  })

  it('logs JSON lines in production and text in development, unless LOG_FORMAT says otherwise', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).logFormat).toBe('json')
    expect(parseConfig({ NODE_ENV: 'development' }).logFormat).toBe('text')
    expect(parseConfig({ NODE_ENV: 'production', LOG_FORMAT: 'text' }).logFormat).toBe('text')
    expect(() => parseConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/)
  })

  it('trusts proxies on loopback, link-local and private addresses unless TRUSTED_PROXIES names others', () => {
    expect(parseConfig({}).trustedProxies).toEqual(['loopback', 'linklocal', 'uniquelocal'])
    expect(parseConfig({ TRUSTED_PROXIES: '203.0.113.0/24, 2001:db8::/32,loopback' }).trustedProxies).toEqual([
      '203.0.113.0/24',
      '2001:db8::/32',
      'loopback',
    ])
    expect(parseConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([])
    for (const bad of ['everyone', '10.0.0.0/33', '1.2.3', 'none,loopback', '10.0.0.1/8/2'])
      expect(() => parseConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/)
  })

  it('carries an old TRUSTED_PROXY_HOPS of 0 or 1 over, and stops with what to set for more', () => {
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '0' }).trustedProxies).toEqual([])
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '1' }).trustedProxies).toEqual(['loopback', 'linklocal', 'uniquelocal'])
    expect(() => parseConfig({ TRUSTED_PROXY_HOPS: '2' })).toThrow(/replaced by TRUSTED_PROXIES.*CIDR ranges/)
    expect(() => parseConfig({ TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXIES: 'loopback' })).toThrow(
      /remove TRUSTED_PROXY_HOPS/,
    )
  })

  it('caps model calls at 2000 a day unless OPENAI_DAILY_MESSAGE_CAP says otherwise', () => {
    expect(parseConfig({ OPENAI_API_KEY: 'sk' }).chat).toMatchObject({ engine: 'openai', dailyMessageCap: 2000 })
    expect(parseConfig({ OPENAI_API_KEY: 'sk', OPENAI_DAILY_MESSAGE_CAP: '50' }).chat).toMatchObject({
      dailyMessageCap: 50,
    })
    expect(() => parseConfig({ OPENAI_DAILY_MESSAGE_CAP: 'lots' })).toThrow(/OPENAI_DAILY_MESSAGE_CAP/)
  })

  it('drops a trailing slash from the site URL', () => {
    expect(parseConfig({ NEXT_PUBLIC_SITE_URL: 'https://example.com/' }).siteUrl).toBe('https://example.com')
  })

  it('names each invalid variable', () => {
    expect(() =>
      parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'Not A Project!', NEXT_PUBLIC_SITE_URL: 'not a url' }),
    ).toThrow(ConfigError)
    try {
      parseConfig({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'Not A Project!', NEXT_PUBLIC_SITE_URL: 'not a url' })
    } catch (error) {
      expect((error as Error).message).toMatch(/NEXT_PUBLIC_SANITY_PROJECT_ID/)
      expect((error as Error).message).toMatch(/NEXT_PUBLIC_SITE_URL/)
    }
  })

  it('leaves voice unconfigured by default', () => {
    expect(parseConfig({}).voice).toEqual({ publicKey: undefined, apiBaseUrl: undefined, assistantId: undefined })
  })

  it('reads the voice public key, API base URL (without a trailing slash) and assistant override', () => {
    const config = parseConfig({
      NEXT_PUBLIC_VAPI_PUBLIC_KEY: 'pk-123',
      VAPI_API_BASE_URL: 'https://voice-proxy.example.com/',
      VAPI_ASSISTANT_ID: 'assistant-1',
    })
    expect(config.voice).toEqual({
      publicKey: 'pk-123',
      apiBaseUrl: 'https://voice-proxy.example.com',
      assistantId: 'assistant-1',
    })
  })

  it('rejects a voice API base URL that is not http(s)', () => {
    expect(() => parseConfig({ VAPI_API_BASE_URL: 'not a url' })).toThrow(/VAPI_API_BASE_URL/)
    expect(() => parseConfig({ VAPI_API_BASE_URL: 'ftp://example.com' })).toThrow(/VAPI_API_BASE_URL/)
  })

  it('leaves the staff inbox off without a Supabase project, requiring a second factor by default', () => {
    expect(parseConfig({}).staff).toEqual({ auth: 'none', requireMfa: true })
  })

  it('switches the staff inbox on with the project URL and its publishable key (or the anon key)', () => {
    const url = 'https://abcd.supabase.co/'
    expect(
      parseConfig({ NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' }).staff,
    ).toEqual({
      auth: 'supabase',
      url: 'https://abcd.supabase.co',
      publishableKey: 'sb_publishable_x',
      requireMfa: true,
    })
    expect(
      parseConfig({ NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: 'eyJanon' }).staff,
    ).toMatchObject({ publishableKey: 'eyJanon' })
    // The publishable key wins when both are set.
    expect(
      parseConfig({
        NEXT_PUBLIC_SUPABASE_URL: url,
        NEXT_PUBLIC_SUPABASE_ANON_KEY: 'eyJanon',
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      }).staff,
    ).toMatchObject({ publishableKey: 'sb_publishable_x' })
  })

  it('refuses half a Supabase configuration, naming what is missing', () => {
    expect(() => parseConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co' })).toThrow(
      /NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY/,
    )
    expect(() => parseConfig({ NEXT_PUBLIC_SUPABASE_ANON_KEY: 'eyJanon' })).toThrow(/NEXT_PUBLIC_SUPABASE_URL/)
    expect(() =>
      parseConfig({ NEXT_PUBLIC_SUPABASE_URL: 'abcd.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'k' }),
    ).toThrow(/NEXT_PUBLIC_SUPABASE_URL/)
  })

  it('reads STAFF_REQUIRE_MFA as true or false and rejects anything else', () => {
    expect(parseConfig({ STAFF_REQUIRE_MFA: 'false' }).staff.requireMfa).toBe(false)
    expect(parseConfig({ STAFF_REQUIRE_MFA: '1' }).staff.requireMfa).toBe(true)
    expect(() => parseConfig({ STAFF_REQUIRE_MFA: 'sometimes' })).toThrow(/STAFF_REQUIRE_MFA: must be true or false/)
  })
})
