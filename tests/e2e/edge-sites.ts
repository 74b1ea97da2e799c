/**
 * Two more servers for tests/e2e/unknown-urls.spec.ts, each on a copy of a build so that what it
 * writes to its page cache, and the memory it holds, are its own:
 * - the fuzz site: the e2e build, asked for thousands of made-up addresses;
 * - the publishing site: the Sanity build (npm run build:e2e-outage) reading a Content Lake
 *   stand-in that a test can publish to, with the webhook enabled.
 */
export const CONTENT_LAKE_PORT = 3130
export const contentLake = `http://127.0.0.1:${CONTENT_LAKE_PORT}`

export const FUZZ_SITE = {
  port: 3131,
  distDir: '.next-e2e-fuzz',
  env: { NEXT_DIST_DIR: '.next-e2e-fuzz', LEADS_DATA_DIR: '.data/e2e-fuzz-leads' },
}

export const PUBLISHING_SITE = {
  port: 3132,
  distDir: '.next-e2e-publishing',
  webhookSecret: 'e2e-publishing-webhook-secret',
  env: {
    NEXT_DIST_DIR: '.next-e2e-publishing',
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2eoutage',
    SANITY_API_HOST: contentLake,
    SANITY_REVALIDATE_SECRET: 'e2e-publishing-webhook-secret',
    LEADS_DATA_DIR: '.data/e2e-publishing-leads',
  },
}
