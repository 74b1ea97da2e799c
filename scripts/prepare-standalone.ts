/**
 * The last step of `npm run build`: completes the standalone server of the build that just finished
 * (scripts/standalone.ts) and fails the build when a file it reads at run time is missing.
 */
import path from 'node:path'
import { getConfig } from '../lib/config'
import { prepareStandalone, standaloneDir } from './standalone'

const root = path.join(import.meta.dirname, '..')
const { distDir, eagerCompile } = getConfig()
try {
  const rewritten = prepareStandalone(root, distDir, { eagerCompile })
  if (!rewritten) console.log("Turbopack's chunks left as built (EAGER_COMPILE=off)")
  else {
    console.log(
      `Module factories compiled as their scripts download: ${rewritten.wrapped} in ${rewritten.files} scripts`,
    )
    for (const reason of rewritten.skipped) console.warn(`  left as built: ${reason}`)
  }
  console.log(`Standalone server: node ${path.join(standaloneDir(distDir), 'server.js')}`)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
