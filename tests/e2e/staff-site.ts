/**
 * The staff inbox's end-to-end setting: the e2e build served once more with a Supabase project
 * configured (read at run time, so no second build), pointed at the Supabase Auth stand-in in
 * tests/fixtures/supabase-auth. The e2e server on 3100 stays unconfigured (the setup page).
 */
import { STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY } from '../fixtures/supabase-auth/api-keys'

export const AUTH_STAND_IN = { port: 3171, url: 'http://127.0.0.1:3171', secretKey: STAND_IN_SECRET_KEY }

/** Where the staff site delivers each lead's webhook: a receiver the delivery test starts (nothing listens otherwise). */
export const STAFF_WEBHOOK = {
  port: 3172,
  secret: `whsec_${Buffer.from('the staff inbox webhook secret!!').toString('base64')}`,
}

export const STAFF_SITE = {
  port: 3170,
  url: 'http://127.0.0.1:3170',
  env: {
    NEXT_PUBLIC_SUPABASE_URL: AUTH_STAND_IN.url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
    LEADS_DATA_DIR: '.data/e2e-staff-leads',
    MAIL_DIR: '.data/e2e-staff-mail',
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${STAFF_WEBHOOK.port}/leads`,
    LEAD_WEBHOOK_SECRET: STAFF_WEBHOOK.secret,
    // Michael's replies are signed with a key derived from it (lib/chat/reply-signature.ts).
    SITE_SECRET: 'the staff inbox e2e site secret, for signing Michael',
  },
}
