import { chromium } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import * as OTPAuth from 'otpauth'
const site = 'http://127.0.0.1:4500', auth = 'http://127.0.0.1:4501'
const admin = createClient(auth, 'sb_secret_e2e-staff-inbox-admin-key', { auth: { persistSession: false } })
const email = `shot${Date.now()}@agency.example`
await admin.auth.admin.createUser({ email, password: 'pw-pw-pw-1', email_confirm: true, app_metadata: { role: 'staff' } })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
for (const [n, c] of [['Maya Chen', 'Harbor Dental'], ['=HYPERLINK("x")', 'Evil Co'], ['Kai Jones', 'Roofing']]) {
  await page.request.post(`${site}/api/gpt-lead`, { data: { name: n, email: 'a@b.example', company: c, source: 'contact' }, headers: { origin: site, 'x-forwarded-for': '10.0.0.' + Math.floor(Math.random()*200) } })
}
await page.goto(`${site}/staff/sign-in`); await page.screenshot({ path: '/tmp/shot-signin.png', fullPage: true })
const r = page.getByRole('region', { name: 'With your password' })
await r.getByLabel('Email').fill(email); await r.getByLabel('Password').fill('pw-pw-pw-1'); await r.getByRole('button', { name: 'Sign in' }).click()
await page.waitForURL(/security/); await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
await page.getByTestId('totp-secret').waitFor(); await page.screenshot({ path: '/tmp/shot-enrol.png', fullPage: true })
const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
await page.getByLabel('Code from your authenticator app').fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate())
await page.getByRole('button', { name: 'Verify and turn on' }).click(); await page.waitForURL(/added/)
await page.goto(`${site}/staff`); await page.screenshot({ path: '/tmp/shot-inbox.png', fullPage: true })
await page.getByRole('link', { name: 'Maya Chen' }).click(); await page.waitForURL(/leads/)
await page.getByRole('radio', { name: 'Contacted' }).check(); await page.getByLabel('Note (optional)').fill('Called'); await page.getByRole('button', { name: 'Update status' }).click()
await page.getByText('Status changed').waitFor(); await page.screenshot({ path: '/tmp/shot-lead.png', fullPage: true })
const csv = await page.request.get(`${site}/staff/export`); console.log(await csv.text())
await browser.close()
