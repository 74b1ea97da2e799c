/**
 * `npm run build:service-worker` (after `next build`, in npm run build): public/service-worker.js
 * with the app shell of the build in the configured folder (scripts/service-worker.ts).
 */
import path from 'node:path'
import { getConfig } from '../lib/config'
import { buildServiceWorker, NoOfflinePageError } from './service-worker'

const root = path.join(import.meta.dirname, '..')
const outfile = path.join(root, 'public/service-worker.js')
try {
  const { shell, bytes } = await buildServiceWorker({ root, distDir: getConfig().distDir, outfile })
  console.log(
    `Service worker: ${path.relative(root, outfile)}, ${(bytes / 1024).toFixed(1)} KiB, ${shell.length} precached files`,
  )
} catch (error) {
  if (!(error instanceof NoOfflinePageError)) throw error
  console.error(error.message)
  process.exit(1)
}
