import { describe, expect, it } from 'vitest'
import { parseConfig } from '@/lib/config'
import {
  buildContentSecurityPolicy,
  buildStudioContentSecurityPolicy,
  PERMISSIONS_POLICY,
  securityHeaderRules,
} from '@/lib/security/headers'

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ')
      return [name, sources]
    }),
  )
}

const policy = (env: Record<string, string> = {}) => directives(buildContentSecurityPolicy(parseConfig(env)))

describe('Content-Security-Policy', () => {
  it('with every embedded default allows only this origin, the Sanity image CDN and the seed booking provider', () => {
    const csp = policy()
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    // The booking provider: the dialog asks whether it can be reached before it waits on its frame.
    expect(csp['connect-src']).toEqual(["'self'", 'https://cal.com'])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'])
    expect(csp['frame-src']).toEqual(['https://cal.com'])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['form-action']).toEqual(["'self'"])
    expect(csp['upgrade-insecure-requests']).toBeUndefined()
  })

  it('never allows eval in a build, and never names OpenAI (the key stays on the server)', () => {
    const everything = {
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      OPENAI_API_KEY: 'sk-x',
      OPENAI_BASE_URL: 'https://llm.example.com/v1',
      NEXT_PUBLIC_VAPI_PUBLIC_KEY: 'pk',
    }
    for (const env of [{}, everything]) {
      const csp = buildContentSecurityPolicy(parseConfig(env))
      expect(csp).not.toContain('unsafe-eval')
      expect(csp).not.toMatch(/openai|llm\.example/)
    }
  })

  it('allows eval and the HMR socket only under next dev', () => {
    const csp = directives(buildContentSecurityPolicy({ ...parseConfig({}), development: true }))
    expect(csp['script-src']).toContain("'unsafe-eval'")
    expect(csp['connect-src']).toContain('ws:')
  })

  it('adds the voice API origin and the call library (Daily) only when voice is configured', () => {
    expect(policy({ VAPI_API_BASE_URL: 'https://voice.example.com' })['connect-src']).toEqual([
      "'self'",
      'https://cal.com',
    ])
    const csp = policy({ NEXT_PUBLIC_VAPI_PUBLIC_KEY: 'pk' })
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://cal.com',
    ])
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://c.daily.co'])
    expect(csp['media-src']).toContain('https://*.daily.co')
    expect(
      policy({ NEXT_PUBLIC_VAPI_PUBLIC_KEY: 'pk', VAPI_API_BASE_URL: 'http://127.0.0.1:3110/v1/' })['connect-src'],
    ).toContain('http://127.0.0.1:3110')
  })

  it('adds the Sanity API of the configured project, and lets the embedded Studio frame the site', () => {
    const csp = policy({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
      'https://cal.com',
    ])
    expect(csp['frame-ancestors']).toEqual(["'self'"])
  })

  it('frames the configured booking origins', () => {
    expect(
      policy({ BOOKING_FRAME_ORIGINS: 'https://calendly.com/kestrel/intro, https://cal.com' })['frame-src'],
    ).toEqual(['https://calendly.com', 'https://cal.com'])
    expect(() => parseConfig({ BOOKING_FRAME_ORIGINS: 'not a url' })).toThrow(/BOOKING_FRAME_ORIGINS/)
  })

  it('upgrades insecure requests on an https site only', () => {
    expect(policy({ NEXT_PUBLIC_SITE_URL: 'https://kestrel.example' })['upgrade-insecure-requests']).toEqual([])
  })

  it('gives the Studio its own looser policy, still without eval and unframeable', () => {
    const csp = directives(buildStudioContentSecurityPolicy(parseConfig({})))
    expect(csp['connect-src']).toContain('wss://*.api.sanity.io')
    expect(csp['frame-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['script-src']).not.toContain("'unsafe-eval'")
  })
})

describe('security header rules', () => {
  it('sets every header on every route, then overrides the policy for the Studio', () => {
    const [all, studio] = securityHeaderRules(parseConfig({}))
    expect(all!.source).toBe('/:path*')
    expect(Object.fromEntries(all!.headers.map((h) => [h.key, h.value]))).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    })
    expect(studio!.source).toBe('/studio/:path*')
    expect(studio!.headers.map((h) => h.key)).toContain('Content-Security-Policy')
  })

  it('lets no other site load any of its responses (Cross-Origin-Resource-Policy), the Studio included', () => {
    for (const env of [{}, { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }]) {
      const [all, studio] = securityHeaderRules(parseConfig(env))
      expect(all!.headers).toContainEqual({ key: 'Cross-Origin-Resource-Policy', value: 'same-site' })
      // The Studio's rule comes later and would win: it leaves this header to the catch-all.
      expect(studio!.headers.map((h) => h.key)).not.toContain('Cross-Origin-Resource-Policy')
    }
  })

  it('allows the microphone to this origin only', () => {
    expect(PERMISSIONS_POLICY).toMatch(/^microphone=\(self\), camera=\(\), geolocation=\(\)/)
  })
})
