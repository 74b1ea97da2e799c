import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_FLAGS } from './tests/fixtures/chromium'
import { E2E_MAIL_DIR } from './tests/e2e/mail-dir'
import { OPENAI_OUTAGE_SITE, OUTAGE_SERVER_PORT, SANITY_OUTAGE_SITE } from './tests/e2e/outage-sites'
import { AUTH_STAND_IN, STAFF_SITE } from './tests/e2e/staff-site'
import { standaloneServer } from './tests/e2e/standalone-server'

const PORT = 3100
const baseURL = `http://127.0.0.1:${PORT}`
// The voice chat's test key and local fake voice API; `npm run build:e2e` builds with the same file
// (and with the fake secrets of tests/e2e/build-secrets.env, which the server below never gets).
const voiceEnv = parseEnv(readFileSync(path.join(import.meta.dirname, 'tests/e2e/voice.env'), 'utf8'))
const E2E_LEADS_DIR = '.data/e2e-leads'
const FAKE_VOICE_API_PORT = new URL(voiceEnv.VAPI_API_BASE_URL!).port

const withEnv = (server: { command: string; env: Record<string, string> }, env: Record<string, string>) => ({
  command: server.command,
  env: { ...env, ...server.env },
})

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker would answer requests in place of the server (and fetch its
    // precache mid-test); tests/e2e/offline.spec.ts allows it and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  // The test command builds first (`npm run build:e2e`: voice configured from voice.env); this only serves
  // the build, with its standalone server: what is tested is what a container runs.
  webServer: [
    {
      // A fresh embedded database and mail folder per run, apart from the ones `npm start` uses.
      ...withEnv(
        standaloneServer('.next', PORT, E2E_LEADS_DIR, { mailDir: E2E_MAIL_DIR }),
        voiceEnv as Record<string, string>,
      ),
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The site with one outside service down each (tests/e2e/resilience.spec.ts); their logs are
    // all the expected outage errors, so they are not shown.
    ...[OPENAI_OUTAGE_SITE, SANITY_OUTAGE_SITE].map((site) => ({
      ...withEnv(standaloneServer(site.distDir, site.port, site.env.LEADS_DATA_DIR), site.env),
      url: `http://127.0.0.1:${site.port}/offline`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'ignore' as const,
    })),
    // The staff inbox (tests/e2e/staff*.spec.ts): the Supabase Auth stand-in, and the site signing in against it.
    {
      command: `npx tsx tests/fixtures/supabase-auth/main.ts ${AUTH_STAND_IN.port}`,
      url: `${AUTH_STAND_IN.url}/__fixture/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Its emails to sales in a fresh folder of the repository, where tests/e2e/staff-daily.spec.ts reads them.
      ...withEnv(
        standaloneServer('.next', STAFF_SITE.port, STAFF_SITE.env.LEADS_DATA_DIR, { mailDir: STAFF_SITE.env.MAIL_DIR }),
        STAFF_SITE.env,
      ),
      url: `${STAFF_SITE.url}/offline`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      // Rejected sessions are logged here on purpose (the tampered-cookie test): not shown.
      stderr: 'ignore',
    },
    {
      command: `node tests/fixtures/outage-server.ts ${OUTAGE_SERVER_PORT}`,
      url: `http://127.0.0.1:${OUTAGE_SERVER_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tests/fixtures/fake-voice-api.ts ${FAKE_VOICE_API_PORT}`,
      // The stand-in takes the site's private key and sends end-of-call reports to its server URL.
      env: {
        FAKE_VAPI_PRIVATE_KEY: voiceEnv.VAPI_PRIVATE_KEY!,
        FAKE_VAPI_SERVER_URL: `${baseURL}/api/voice/calls`,
        FAKE_VAPI_SERVER_SECRET: voiceEnv.VAPI_SERVER_SECRET!,
      },
      url: `http://127.0.0.1:${FAKE_VOICE_API_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
