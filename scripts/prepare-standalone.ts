/**
 * The last step of `npm run build`: completes the standalone server of the build that just finished
 * (scripts/standalone.ts) and fails the build when a file it reads at run time is missing.
 */
import path from 'node:path'
import { getConfig } from '../lib/config'
import { prepareStandalone, standaloneDir } from './standalone'

const root = path.join(import.meta.dirname, '..')
const { distDir } = getConfig()
try {
  prepareStandalone(root, distDir)
  console.log(`Standalone server: node ${path.join(standaloneDir(distDir), 'server.js')}`)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
