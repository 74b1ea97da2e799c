/**
 * Two more servers for tests/e2e/resilience.spec.ts, each with one outside service down
 * (tests/fixtures/outage-server.ts plays both outages): the OpenAI one serves the e2e build
 * (it changes no content), the Sanity one its own build (tests/e2e/build-outage-site.ts).
 */
export const OUTAGE_SERVER_PORT = 3121
const outageServer = `http://127.0.0.1:${OUTAGE_SERVER_PORT}`

/** Michael on OpenAI, whose endpoint hangs; content from the seed as usual. */
export const OPENAI_OUTAGE_SITE = {
  port: 3120,
  distDir: '.next',
  /** OPENAI_TIMEOUT_MS: how long the visitor may wait for the reply to begin. */
  timeoutMs: 3_000,
  env: {
    OPENAI_API_KEY: 'sk-e2e-outage',
    OPENAI_BASE_URL: `${outageServer}/v1`,
    OPENAI_TIMEOUT_MS: '3000',
    LEADS_DATA_DIR: '.data/e2e-openai-outage-leads',
    MAIL_DIR: '.data/e2e-openai-outage-mail',
  },
}

/** Content from a Sanity project whose API answers 503; the webhook enabled. */
const sanityProject = { NEXT_DIST_DIR: '.next-e2e-outage', NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2eoutage' }
export const SANITY_OUTAGE_SITE = {
  port: 3122,
  distDir: sanityProject.NEXT_DIST_DIR,
  webhookSecret: 'e2e-outage-webhook-secret',
  /** Built from the same project while its API still answered (a stand-in serving the seed). */
  buildEnv: sanityProject,
  env: {
    ...sanityProject,
    SANITY_API_HOST: outageServer,
    SANITY_REVALIDATE_SECRET: 'e2e-outage-webhook-secret',
    LEADS_DATA_DIR: '.data/e2e-sanity-outage-leads',
    MAIL_DIR: '.data/e2e-sanity-outage-mail',
  },
}

export const outageRequests = async (): Promise<string[]> => (await fetch(`${outageServer}/requests`)).json()
