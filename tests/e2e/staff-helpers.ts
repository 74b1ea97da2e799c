import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import * as OTPAuth from 'otpauth'
import { expect as baseExpect } from './fixtures'
import { AUTH_STAND_IN } from './staff-site'

/** Server Actions on a busy 2-core machine (PGlite, the auth round trips) can take a few seconds. */
export const expect = baseExpect.configure({ timeout: 20_000 })

export const PASSWORD = 'a long staff pass-phrase'

/** Invites a person to the stand-in project the way an admin would, with the real client's admin API. */
export async function invite(appMetadata: Record<string, unknown> = { role: 'staff' }) {
  const email = `staff-${randomUUID().slice(0, 8)}@agency.example`
  const admin = createClient(AUTH_STAND_IN.url, AUTH_STAND_IN.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    app_metadata: appMetadata,
  })
  if (error) throw error
  return { email, id: data.user!.id }
}

/** Someone who already set up an authenticator app (through the real client, outside the browser); its key. */
export async function inviteWithAuthenticator() {
  const person = await invite()
  const supabase = createClient(AUTH_STAND_IN.url, 'sb_publishable_e2e-staff-inbox-key', {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  await supabase.auth.signInWithPassword({ email: person.email, password: PASSWORD })
  const { data } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' })
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totp(data!.totp.secret) })
  if (verified.error) throw verified.error
  return { ...person, secret: data!.totp.secret }
}

/** What an authenticator app shows for this key now. */
export const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate()

/** The newest sign-in code the stand-in "emailed" to this address. */
export async function emailedCode(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const mail: { code: string }[] = await (
        await fetch(`${AUTH_STAND_IN.url}/__fixture/mail?to=${encodeURIComponent(email)}`)
      ).json()
      code = mail.at(-1)?.code
      return code
    })
    .toBeTruthy()
  return code!
}

export async function grantsFor(email: string): Promise<{ grant: string }[]> {
  return (await fetch(`${AUTH_STAND_IN.url}/__fixture/grants?email=${encodeURIComponent(email)}`)).json()
}

export async function signInWithPassword(page: Page, email: string) {
  await page.goto('/staff/sign-in')
  const form = page.getByRole('region', { name: 'With your password' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

/** Types a code from the app; waits for a fresh 30-second window when the current one is about to close. */
export async function enterTotp(page: Page, secret: string, submit: string) {
  if (30 - (Math.floor(Date.now() / 1000) % 30) < 3) await page.waitForTimeout(3_500)
  await page.getByLabel('Code from your authenticator app').fill(totp(secret))
  await page.getByRole('button', { name: submit }).click()
}

/** Signs in a member who has an authenticator: password, then the code. Ends on the inbox. */
export async function signInFully(page: Page, person: { email: string; secret: string }) {
  await signInWithPassword(page, person.email)
  await expect(page).toHaveURL(/\/staff\/verify$/)
  await enterTotp(page, person.secret, 'Verify')
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
}

/** The @supabase/ssr session cookie: its name and decoded session. */
export async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => /^sb-.+-auth-token$/.test(c.name))
  if (!cookie) throw new Error('no session cookie')
  const session = JSON.parse(Buffer.from(cookie.value.replace(/^base64-/, ''), 'base64url').toString()) as {
    access_token: string
    refresh_token: string
    expires_at: number
  }
  return { cookie, session }
}

export async function replaceSession(context: BrowserContext, session: object) {
  const { cookie } = await sessionCookie(context)
  await context.addCookies([
    { ...cookie, value: `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}` },
  ])
}

export const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
