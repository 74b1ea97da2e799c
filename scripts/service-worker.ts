/**
 * Bundles worker/service-worker.ts with the app shell of a finished build: the shell is read from
 * the prerendered offline page in the build's folder (NEXT_DIST_DIR, `.next` by default), which
 * only exists once Next has prerendered it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { appShellEntries } from '../lib/offline/precache'

export class NoOfflinePageError extends Error {}

export async function buildServiceWorker({
  root,
  distDir,
  outfile,
}: {
  root: string
  distDir: string
  outfile: string
}) {
  const offlineHtmlFile = path.join(root, distDir, 'server/app/offline.html')
  let offlineHtml: string
  try {
    offlineHtml = readFileSync(offlineHtmlFile, 'utf8')
  } catch {
    throw new NoOfflinePageError(
      `No prerendered offline page at ${path.relative(root, offlineHtmlFile)}: run \`next build\` first.`,
    )
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
  return { shell, bytes: Object.values(result.metafile.outputs)[0]?.bytes ?? 0 }
}
