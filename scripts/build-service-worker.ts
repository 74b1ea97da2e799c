/**
 * Bundles worker/service-worker.ts into public/service-worker.js with the app shell of the
 * build that just finished. Runs after `next build` (npm run build): the shell is read from the
 * prerendered offline page, which only exists once Next has prerendered it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { appShellEntries } from '../lib/offline/precache'

const root = path.join(import.meta.dirname, '..')
const offlineHtmlFile = path.join(root, '.next/server/app/offline.html')
const outfile = path.join(root, 'public/service-worker.js')

let offlineHtml: string
try {
  offlineHtml = readFileSync(offlineHtmlFile, 'utf8')
} catch {
  console.error(`No prerendered offline page at ${path.relative(root, offlineHtmlFile)}: run \`next build\` first.`)
  process.exit(1)
}

const shell = appShellEntries(offlineHtml)
const result = await build({
  entryPoints: [path.join(root, 'worker/service-worker.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  // Serwist's development logging is dropped; the shell is inlined so each build's worker differs
  // byte for byte from the last, which is what makes browsers install the new one.
  define: { 'process.env.NODE_ENV': '"production"', __APP_SHELL__: JSON.stringify(shell) },
  metafile: true,
  logLevel: 'warning',
})
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0
console.log(
  `Service worker: ${path.relative(root, outfile)}, ${(bytes / 1024).toFixed(1)} KiB, ${shell.length} precached files`,
)
