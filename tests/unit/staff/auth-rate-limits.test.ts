import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readStaffAccess } from '@/lib/staff/access'
import { authErrorMessage } from '@/lib/staff/forms'
import { createStaffSupabase } from '@/lib/staff/supabase-client'
import { signAccessToken } from '../../fixtures/supabase-auth/keys'
import { startSupabaseAuthStandIn, type SupabaseAuthStandIn } from '../../fixtures/supabase-auth/server'

/**
 * Supabase Auth's rate limits on token refresh and verify (a 429 `over_request_rate_limit`), as
 * the stand-in answers them, and what staff see: a refresh refused for the rate is "cannot check
 * your sign-in right now" with the session kept, never "your session has ended"; a code refused
 * for it is "too many attempts".
 */
let standIn: SupabaseAuthStandIn
beforeAll(async () => {
  // A bucket of one request, refilled at one a second (300 per 5 minutes), for each limit.
  standIn = await startSupabaseAuthStandIn({ rateLimits: { tokenRefresh: 300, verify: 300, burst: 1 } })
})
afterAll(() => standIn.close())

function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    cookies,
    methods: {
      getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
      setAll: (toSet: { name: string; value: string; options: { maxAge?: number } }[]) => {
        for (const { name, value, options } of toSet) {
          if (options.maxAge === 0) cookies.delete(name)
          else cookies.set(name, value)
        }
      },
    },
  }
}

let n = 0
async function staffMember() {
  const email = `limited${++n}@agency.example`
  const admin = createClient(standIn.url, standIn.secretKey, { auth: { persistSession: false } })
  await admin.auth.admin.createUser({
    email,
    password: 'pass-phrase-1',
    email_confirm: true,
    app_metadata: { role: 'staff' },
  })
  const jar = cookieJar()
  const { error } = await createStaffSupabase(standIn, jar.methods, { secure: false }).auth.signInWithPassword({
    email,
    password: 'pass-phrase-1',
  })
  expect(error).toBeNull()
  return { email, jar }
}

/** The browser's session after an hour away: its access token expired, so the next request refreshes. */
async function expire(jar: ReturnType<typeof cookieJar>) {
  const [name, value] = [...jar.cookies].find(([key]) => key.startsWith('sb-'))!
  const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString())
  const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString())
  const past = Math.floor(Date.now() / 1000) - 60
  session.access_token = await signAccessToken({ ...claims, iat: past - 3600, exp: past })
  session.expires_at = past
  jar.cookies.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`)
  return name
}

async function access(jar: ReturnType<typeof cookieJar>) {
  const logged: string[] = []
  const result = await readStaffAccess(createStaffSupabase(standIn, jar.methods, { secure: false }), false, (m) =>
    logged.push(m),
  )
  return { result, logged }
}

describe('Auth’s rate limits', () => {
  it('answers a refresh past the limit 429 with Auth’s error body', async () => {
    const { jar } = await staffMember()
    const [, value] = [...jar.cookies].find(([key]) => key.startsWith('sb-'))!
    const { refresh_token } = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString())
    const refresh = () =>
      fetch(`${standIn.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: {
          apikey: standIn.publishableKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ refresh_token }),
      })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await refresh()).status).toBe(200)
    const refused = await refresh()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-sb-error-code')).toBe('over_request_rate_limit')
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
  })

  it('keeps staff signed in when the refresh is refused for the rate: "cannot check", then in once Auth takes it', async () => {
    const { jar, email } = await staffMember()
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const name = await expire(jar)
    // Someone else's refresh from the same server spends the bucket first.
    const other = await staffMember()
    await expire(other.jar)
    expect((await access(other.jar)).result.state).toBe('granted')

    const before = jar.cookies.get(name)
    const refused = await access(jar)
    expect(refused.result).toEqual({ state: 'unavailable' })
    expect(refused.logged).toEqual(['the auth server did not answer: Request rate limit reached'])
    // The session is as it was: the library would have written it away; the refresh token is unspent.
    expect(jar.cookies.get(name)).toBe(before)

    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await access(jar)).result).toMatchObject({ state: 'granted', member: { email } })
    expect(jar.cookies.get(name)).not.toBe(before)
  })

  it('tells someone entering emailed codes too fast to wait, in plain words', async () => {
    const { email } = await staffMember()
    const supabase = createStaffSupabase(standIn, cookieJar().methods, { secure: false })
    await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const wrong = await supabase.auth.verifyOtp({ email, token: '000000', type: 'email' })
    expect(authErrorMessage(wrong.error)).toBe('That code is wrong or has expired. Ask for a new one.')
    const tooFast = await supabase.auth.verifyOtp({ email, token: '000000', type: 'email' })
    expect(tooFast.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    expect(authErrorMessage(tooFast.error)).toBe('Too many attempts. Please wait a minute and try again.')
  })
})
