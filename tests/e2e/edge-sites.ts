/**
 * The servers of tests/e2e/unknown-urls.spec.ts, each a standalone server in its own copy of a
 * build's folder, so that the memory it holds is its own:
 * - the fuzz site: the e2e build, asked for thousands of made-up addresses, its page cache in a
 *   Redis of its own (on `redisPort`) that the test measures;
 * - the publishing site: the Sanity build (npm run build:e2e-outage) reading a Content Lake
 *   stand-in that a test publishes to, with the webhook enabled.
 */
export const FUZZ_SITE = {
  port: 3131,
  redisPort: 3133,
  distDir: '.next',
  env: { LEADS_DATA_DIR: '.data/e2e-fuzz-leads' },
}

export const PUBLISHING_SITE = {
  port: 3132,
  distDir: '.next-e2e-outage',
  webhookSecret: 'e2e-publishing-webhook-secret',
  env: {
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2eoutage',
    SANITY_REVALIDATE_SECRET: 'e2e-publishing-webhook-secret',
    LEADS_DATA_DIR: '.data/e2e-publishing-leads',
  },
}
