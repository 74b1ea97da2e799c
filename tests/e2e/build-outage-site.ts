/**
 * Builds the site for the Sanity outage test (tests/e2e/resilience.spec.ts) into its own folder,
 * reading its content from Sanity, as production does, so every page carries the cache tags the
 * publish webhook revalidates. A local stand-in for the Content Lake serves the seed dataset
 * during the build; in the test the site's Sanity API is down.
 * Run: `npm run build:e2e-outage` (part of `npm test`).
 */
import { spawn } from 'node:child_process'
import { loadSeedDataset } from '../../lib/content/seed-dataset'
import { startContentLake } from '../fixtures/content-lake-server'
import { SANITY_OUTAGE_SITE } from './outage-sites'

const lake = await startContentLake(loadSeedDataset())
const build = spawn('npx', ['next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...SANITY_OUTAGE_SITE.buildEnv, SANITY_API_HOST: lake.url },
})
const code = await new Promise<number>((resolve) => build.on('exit', (status) => resolve(status ?? 1)))
await lake.close()
process.exit(code)
