import { createServer as createHttpServer } from 'node:http'
import { createServer, type Socket } from 'node:net'
import { createClient } from '@supabase/supabase-js'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readStaffAccess } from '@/lib/staff/access'
import { createStaffSupabase } from '@/lib/staff/supabase-client'
import { signAccessToken } from '../../fixtures/supabase-auth/keys'
import { startSupabaseAuthStandIn, type SupabaseAuthStandIn } from '../../fixtures/supabase-auth/server'

/**
 * The access rule as the app runs it: @supabase/ssr's server client over a browser's cookies,
 * getClaims() against the stand-in's JWKS, then role, factors and assurance level.
 */
let standIn: SupabaseAuthStandIn
beforeAll(async () => {
  standIn = await startSupabaseAuthStandIn()
})
afterAll(() => standIn.close())

/** A browser's cookies for /staff, as the server client reads and writes them. */
function cookieJar() {
  const cookies = new Map<string, string>()
  const writes: string[] = []
  const options = new Map<string, Record<string, unknown>>()
  return {
    cookies,
    writes,
    options,
    methods: {
      getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
      setAll: (toSet: { name: string; value: string; options: { maxAge?: number } }[]) => {
        for (const { name, value, options: set } of toSet) {
          writes.push(name)
          options.set(name, set)
          if (set.maxAge === 0) cookies.delete(name)
          else cookies.set(name, value)
        }
      },
    },
  }
}

let n = 0
async function member(appMetadata: Record<string, unknown>, userMetadata: Record<string, unknown> = {}) {
  const email = `member${++n}@agency.example`
  const admin = createClient(standIn.url, standIn.secretKey, { auth: { persistSession: false } })
  const { data } = await admin.auth.admin.createUser({
    email,
    password: 'pass-phrase-1',
    email_confirm: true,
    app_metadata: appMetadata,
    user_metadata: userMetadata,
  })
  const jar = cookieJar()
  const supabase = () => createStaffSupabase(standIn, jar.methods, { secure: false })
  const { error } = await supabase().auth.signInWithPassword({ email, password: 'pass-phrase-1' })
  expect(error).toBeNull()
  return { id: data.user!.id, email, jar, supabase }
}

async function access(supabase: ReturnType<typeof createStaffSupabase>, requireMfa = true) {
  const logged: string[] = []
  const result = await readStaffAccess(supabase, requireMfa, (message) => logged.push(message))
  return { result, logged }
}

async function enrolAndVerify(supabase: ReturnType<typeof createStaffSupabase>) {
  const { data } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(data!.totp.secret) }).generate()
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: data!.id, code })
  expect(verified.error).toBeNull()
  return data!
}

describe('who gets into the lead inbox', () => {
  it('keeps the session in httpOnly cookies under /staff', async () => {
    const { jar } = await member({ role: 'staff' })
    const name = [...jar.cookies.keys()].find((key) => key.startsWith('sb-127-auth-token'))
    expect(jar.options.get(name!)).toMatchObject({ path: '/staff', httpOnly: true, sameSite: 'lax', secure: false })
  })

  it('sends staff without a second factor to enrolment when one is required, and lets them in when not', async () => {
    const { supabase, email } = await member({ role: 'staff' })
    expect((await access(supabase())).result).toMatchObject({
      state: 'needs-enrolment',
      member: { email, aal: 'aal1' },
    })
    expect((await access(supabase(), false)).result).toMatchObject({ state: 'granted', member: { email, aal: 'aal1' } })
  })

  it('asks staff with a verified factor for a code (aal1 refused, whatever STAFF_REQUIRE_MFA says), then grants aal2', async () => {
    const { supabase, email } = await member({ role: 'staff' })
    await enrolAndVerify(supabase())
    expect((await access(supabase())).result).toMatchObject({ state: 'granted', member: { aal: 'aal2' } })

    const again = createStaffSupabase(standIn, cookieJar().methods, { secure: false })
    await again.auth.signInWithPassword({ email, password: 'pass-phrase-1' })
    expect((await access(again)).result.state).toBe('needs-verification')
    expect((await access(again, false)).result.state).toBe('needs-verification')
  })

  it('refuses a signed-in account without the staff role, even one that set it in its own user metadata', async () => {
    const { supabase, email } = await member({}, { role: 'staff' })
    expect((await access(supabase())).result).toEqual({ state: 'no-access', email })
    const sales = await member({ role: 'sales' })
    expect((await access(sales.supabase())).result.state).toBe('no-access')
  })

  it('treats no cookie as signed out, without logging anything', async () => {
    const supabase = createStaffSupabase(standIn, cookieJar().methods, { secure: false })
    expect(await access(supabase)).toEqual({ result: { state: 'signed-out', rejected: false }, logged: [] })
  })

  it("rejects a session whose token was tampered with, logging the library's reason", async () => {
    const { jar, supabase } = await member({})
    const [name, value] = [...jar.cookies].find(([key]) => key.startsWith('sb-'))!
    const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString())
    const [header, payload, signature] = session.access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, app_metadata: { role: 'staff' }, aal: 'aal2' })).toString(
      'base64url',
    )
    session.access_token = `${header}.${forged}.${signature}`
    jar.cookies.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`)

    const { result, logged } = await access(supabase())
    expect(result).toEqual({ state: 'signed-out', rejected: true })
    expect(logged).toEqual(['session rejected: Invalid JWT signature (invalid_jwt)'])
  })

  it('refreshes an expired access token with the refresh token, writing the new session to the cookies', async () => {
    const { jar, supabase, email } = await member({ role: 'staff' })
    const [name, value] = [...jar.cookies].find(([key]) => key.startsWith('sb-'))!
    const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString())
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString())
    const past = Math.floor(Date.now() / 1000) - 60
    session.access_token = await signAccessToken({ ...claims, iat: past - 3600, exp: past })
    session.expires_at = past
    jar.cookies.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`)
    jar.writes.length = 0

    const { result, logged } = await access(supabase(), false)
    expect(result).toMatchObject({ state: 'granted', member: { email } })
    expect(logged).toEqual([])
    expect(jar.writes).toContain(name)
    const refreshed = JSON.parse(Buffer.from(jar.cookies.get(name)!.replace(/^base64-/, ''), 'base64url').toString())
    expect(refreshed.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000)
    expect(refreshed.refresh_token).not.toBe(session.refresh_token)
  })

  it('refuses a session signed out everywhere at once, while its access token is still valid', async () => {
    const { jar, supabase, email } = await member({ role: 'staff' })
    await enrolAndVerify(supabase())
    expect((await access(supabase())).result).toMatchObject({ state: 'granted', member: { email, aal: 'aal2' } })
    const colleague = await member({ role: 'sales' })
    // Another device of the same member: its own session, signed in with the same password.
    const laptop = createStaffSupabase(standIn, cookieJar().methods, { secure: false })
    await laptop.auth.signInWithPassword({ email, password: 'pass-phrase-1' })
    await laptop.auth.signOut({ scope: 'global' })

    const [, value] = [...jar.cookies].find(([key]) => key.startsWith('sb-'))!
    const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString())
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 60)
    const { result, logged } = await access(supabase())
    expect(result).toEqual({ state: 'signed-out', rejected: true })
    // The stand-in answers 403 session_not_found, as Auth does; the library names it so.
    expect(logged).toEqual(['session rejected by the auth server: Auth session missing!'])
    // Another member's session is not touched.
    expect((await access(colleague.supabase())).result).toEqual({ state: 'no-access', email: colleague.email })
  })

  it('refuses a member whose staff role was removed at the next request, while the token still says staff', async () => {
    const { supabase, id, email } = await member({ role: 'staff' })
    expect((await access(supabase(), false)).result).toMatchObject({ state: 'granted', member: { email } })
    const admin = createClient(standIn.url, standIn.secretKey, { auth: { persistSession: false } })
    const { error } = await admin.auth.admin.updateUserById(id, { app_metadata: { role: 'former-staff' } })
    expect(error).toBeNull()

    expect((await access(supabase(), false)).result).toEqual({ state: 'no-access', email })
  })

  it('refuses access instead of hanging when Auth accepts the connection and never answers, and keeps the session', async () => {
    const { jar } = await member({ role: 'staff' })
    const sockets = new Set<Socket>()
    const hung = createServer((socket) => void sockets.add(socket))
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = hung.address() as { port: number }
      const project = { url: `http://127.0.0.1:${port}`, publishableKey: standIn.publishableKey }
      const supabase = createStaffSupabase(project, jar.methods, { secure: false, timeoutMs: 300 })
      // The same cookies, and an Auth server that hangs: this resolves (within the test's limit)
      // only because each call gives up after 300 ms.
      const cookiesBefore = new Map(jar.cookies)
      const { result, logged } = await access(supabase, false)
      // Nothing was decided: the visitor is told the inbox cannot check their sign-in, not that
      // their session ended, and their cookies are left as they were for when Auth is back.
      expect(result).toEqual({ state: 'unavailable' })
      expect(logged).toEqual([expect.stringMatching(/^the auth server did not answer: /)])
      expect(jar.cookies).toEqual(cookiesBefore)
      expect(sockets.size).toBeGreaterThan(0)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => hung.close(resolve))
    }
  })

  it('says Auth is unavailable, and keeps the session, when Auth answers 503 or 500', async () => {
    const { jar, supabase } = await member({ role: 'staff' })
    expect((await access(supabase(), false)).result.state).toBe('granted')
    for (const status of [503, 500]) {
      const down = createHttpServer((_request, response) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ code: status, error_code: 'unexpected_failure', msg: 'Auth is down' }))
      })
      await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve))
      try {
        const { port } = down.address() as { port: number }
        const project = { url: `http://127.0.0.1:${port}`, publishableKey: standIn.publishableKey }
        const cookiesBefore = new Map(jar.cookies)
        const { result } = await access(createStaffSupabase(project, jar.methods, { secure: false }), false)
        expect(result, `Auth answering ${status}`).toEqual({ state: 'unavailable' })
        expect(jar.cookies).toEqual(cookiesBefore)
      } finally {
        await new Promise((resolve) => down.close(resolve))
      }
    }
    // Auth is back: the same cookies get in.
    expect((await access(supabase(), false)).result.state).toBe('granted')
  })

  it('ends the session when the refresh token no longer works (signed out everywhere)', async () => {
    const { jar, supabase } = await member({ role: 'staff' })
    const elsewhere = createStaffSupabase(standIn, { ...jar.methods, setAll: () => undefined }, { secure: false })
    await elsewhere.auth.signOut({ scope: 'global' })
    const [name, value] = [...jar.cookies].find(([key]) => key.startsWith('sb-'))!
    const session = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString())
    session.expires_at = Math.floor(Date.now() / 1000) - 1
    jar.cookies.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`)

    const { result } = await access(supabase(), false)
    expect(result.state).toBe('signed-out')
    expect(jar.cookies.has(name)).toBe(false)
  })
})
