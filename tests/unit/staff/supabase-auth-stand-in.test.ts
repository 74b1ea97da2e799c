import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { generateKeyPair } from 'jose'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../fixtures/supabase-auth/keys'
import { startSupabaseAuthStandIn, type SupabaseAuthStandIn } from '../../fixtures/supabase-auth/server'

/**
 * The stand-in is only worth its name if the real client library works against it as against
 * Supabase: these drive @supabase/supabase-js through every call the staff inbox makes.
 */
let standIn: SupabaseAuthStandIn

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

const client = (key = standIn.publishableKey): SupabaseClient =>
  createClient(standIn.url, key, { auth: { storage: memoryStorage(), autoRefreshToken: false, persistSession: true } })

let n = 0
async function invite(appMetadata: Record<string, unknown> = { role: 'staff' }) {
  const email = `person${++n}@agency.example`
  const admin = client(standIn.secretKey)
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: 'correct horse battery',
    email_confirm: true,
    app_metadata: appMetadata,
  })
  expect(error).toBeNull()
  return { email, id: data.user!.id }
}

async function signedIn(appMetadata?: Record<string, unknown>) {
  const person = await invite(appMetadata)
  const supabase = client()
  const { error } = await supabase.auth.signInWithPassword({ email: person.email, password: 'correct horse battery' })
  expect(error).toBeNull()
  return { ...person, supabase }
}

const totpCode = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate()

beforeAll(async () => {
  standIn = await startSupabaseAuthStandIn({ emailFrequencySeconds: 0 })
})
afterAll(() => standIn.close())

describe('the Supabase Auth stand-in, driven by @supabase/supabase-js', () => {
  it('signs in with a password and gives verifiable claims with app_metadata, aal and amr', async () => {
    const { supabase, id, email } = await signedIn()
    const { data, error } = await supabase.auth.getClaims()
    expect(error).toBeNull()
    expect(data!.header).toMatchObject({ alg: 'ES256', kid: 'e2e-es256-key-1' })
    expect(data!.claims).toMatchObject({
      sub: id,
      email,
      role: 'authenticated',
      aal: 'aal1',
      app_metadata: { role: 'staff', provider: 'email' },
    })
    expect(data!.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
  })

  it('refuses a wrong password and an unknown API key like Supabase does', async () => {
    const { email } = await invite()
    const { error } = await client().auth.signInWithPassword({ email, password: 'wrong' })
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
    const stranger = await client('sb_publishable_someone-else').auth.signInWithPassword({
      email,
      password: 'correct horse battery',
    })
    expect(stranger.error?.message).toBe('Invalid API key')
  })

  it('signs in with an emailed one-time code, and never creates an account', async () => {
    const { email } = await invite()
    const supabase = client()
    expect((await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull()
    const mail: { code: string }[] = await (await fetch(`${standIn.url}/__fixture/mail?to=${email}`)).json()
    expect(
      (
        await supabase.auth.verifyOtp({
          email,
          token: '000000' === mail.at(-1)!.code ? '111111' : '000000',
          type: 'email',
        })
      ).error?.code,
    ).toBe('otp_expired')
    const { data, error } = await supabase.auth.verifyOtp({ email, token: mail.at(-1)!.code, type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)

    const unknown = await supabase.auth.signInWithOtp({
      email: 'nobody@agency.example',
      options: { shouldCreateUser: false },
    })
    expect(unknown.error?.code).toBe('otp_disabled')
  })

  it('rejects a token whose payload was changed: Invalid JWT signature', async () => {
    const { supabase } = await signedIn({})
    const { data } = await supabase.auth.getSession()
    const [header, payload, signature] = data.session!.access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, app_metadata: { role: 'staff' } })).toString('base64url')
    const { error } = await supabase.auth.getClaims(`${header}.${forged}.${signature}`)
    expect(error?.message).toBe('Invalid JWT signature')
  })

  it('rejects a token signed by a key the project does not publish (the server check answers bad_jwt)', async () => {
    const { supabase } = await signedIn()
    const { data } = await supabase.auth.getSession()
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString())
    const { privateKey } = await generateKeyPair('ES256')
    const foreign = await signAccessToken(claims, { kid: 'someone-elses-key', key: privateKey })
    const { error } = await supabase.auth.getClaims(foreign)
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' })
    expect(error?.message).toMatch(/^invalid JWT: unable to parse or verify signature/)
  })

  it('rotates refresh tokens, tolerates a lost answer, and treats late reuse as theft', async () => {
    const { supabase } = await signedIn()
    const first = (await supabase.auth.getSession()).data.session!
    const second = (await supabase.auth.refreshSession()).data.session!
    expect(second.refresh_token).not.toBe(first.refresh_token)
    // The parent of the active token gets the active one back (the client missed the answer).
    const again = await client().auth.refreshSession({ refresh_token: first.refresh_token })
    expect(again.data.session?.refresh_token).toBe(second.refresh_token)
    expect((await client().auth.refreshSession({ refresh_token: 'not-a-token' })).error?.code).toBe(
      'refresh_token_not_found',
    )
  })

  it('enrols a TOTP factor, verifies a real code to reach aal2, lists and removes it', async () => {
    const { supabase } = await signedIn()
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    expect(enrolled.error).toBeNull()
    expect(enrolled.data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /)
    expect(enrolled.data!.totp.uri).toMatch(/^otpauth:\/\/totp\/localhost%3A/)
    const factorId = enrolled.data!.id

    const wrong = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: '000000' === totpCode(enrolled.data!.totp.secret) ? '111111' : '000000',
    })
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(enrolled.data!.totp.secret),
    })
    expect(verified.error).toBeNull()

    const { data: claims } = await supabase.auth.getClaims()
    expect(claims!.claims.aal).toBe('aal2')
    expect(claims!.claims.amr?.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual([
      'totp',
      'password',
    ])
    const levels = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(levels.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const factors = await supabase.auth.mfa.listFactors()
    expect(factors.data!.totp.map((f) => f.id)).toEqual([factorId])

    expect((await supabase.auth.mfa.unenroll({ factorId })).error).toBeNull()
    expect((await supabase.auth.mfa.listFactors()).data!.all).toEqual([])
  })

  it('needs aal2 to remove a verified factor, and ends aal1 sessions once a factor is verified', async () => {
    const { supabase, email } = await signedIn()
    const enrolled = (await supabase.auth.mfa.enroll({ factorType: 'totp' })).data!
    const elsewhere = client()
    await elsewhere.auth.signInWithPassword({ email, password: 'correct horse battery' })
    await supabase.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: totpCode(enrolled.totp.secret) })
    // The other device signed in with a password only: its session is gone.
    expect((await elsewhere.auth.getUser()).error?.name).toBe('AuthSessionMissingError')

    const aal1 = client()
    await aal1.auth.signInWithPassword({ email, password: 'correct horse battery' })
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    })
    expect((await aal1.auth.mfa.unenroll({ factorId: enrolled.id })).error?.code).toBe('insufficient_aal')
  })

  it('signs out everywhere: every session of the user ends and its refresh tokens stop working', async () => {
    const { supabase, email } = await signedIn()
    const other = client()
    await other.auth.signInWithPassword({ email, password: 'correct horse battery' })
    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token
    expect((await supabase.auth.signOut({ scope: 'global' })).error).toBeNull()
    expect((await supabase.auth.getSession()).data.session).toBeNull()
    expect((await client().auth.refreshSession({ refresh_token: otherRefresh })).error?.code).toBe(
      'refresh_token_not_found',
    )
  })
})
