/**
 * Builds the site for the Sanity outage test (tests/e2e/resilience.spec.ts) into its own folder,
 * reading its content from Sanity, as production does, so every page carries the cache tags the
 * publish webhook revalidates. A local stand-in for the Content Lake serves the seed dataset
 * during the build; in the test the site's Sanity API is down.
 * Run: `npm run build:e2e-outage` (part of `npm test`).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { loadSeedDataset } from '../../lib/content/seed-dataset'
import { prepareStandalone } from '../../scripts/standalone'
import { startContentLake } from '../fixtures/content-lake-server'
import { SANITY_OUTAGE_SITE } from './outage-sites'

const lake = await startContentLake(loadSeedDataset())
const build = spawn('npx', ['next', 'build'], {
  stdio: 'inherit',
  // npm test type-checks the project before it builds: this build need not again.
  env: { ...process.env, ...SANITY_OUTAGE_SITE.buildEnv, SANITY_API_HOST: lake.url, NEXT_BUILD_SKIP_TYPECHECK: '1' },
})
const code = await new Promise<number>((resolve) => build.on('exit', (status) => resolve(status ?? 1)))
await lake.close()
// The standalone server, as \`npm run build\` makes it; public/ is the e2e build's (its service worker
// is not this build's, and this site's tests do not use one).
if (code === 0)
  prepareStandalone(path.join(import.meta.dirname, '../..'), SANITY_OUTAGE_SITE.buildEnv.NEXT_DIST_DIR, {
    serviceWorker: false,
  })
process.exit(code)
