/**
 * The standalone server `next build` makes (output: 'standalone'): `<distDir>/standalone/server.js`
 * with the code it runs and the files it reads traced in. Next leaves out what the server serves as
 * plain files (public/ and the build's static files), so `prepareStandalone` copies them in, then
 * checks that every file the server reads at run time is there: a missing one fails the build, not
 * a visitor. The Dockerfile copies this one folder; tests/e2e/deploy.spec.ts holds both to it.
 */
import { cpSync, existsSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { eagerCompileChunks } from './eager-compile'

/** The server's folder, relative to the project: what a container gets. */
export const standaloneDir = (distDir: string) => path.join(distDir, 'standalone')

/** How the server starts, from inside its folder (the Dockerfile's CMD; the e2e servers run the same file). */
export const START_COMMAND = ['node', 'server.js'] as const

/**
 * What the server's environment must hold besides the site's configuration (the Dockerfile's ENV;
 * npm start and the tests' servers set the same): Next leaves SIGTERM and SIGINT to the site's
 * graceful shutdown (lib/ops/server-seam.ts).
 */
export const START_ENV = { NEXT_MANUAL_SIG_HANDLE: 'true' } as const

/**
 * What the server reads at run time, relative to its folder, and why. Traced by Next (seed dataset,
 * migrations, PGlite's files: next.config.mjs) or copied in by `prepareStandalone` (the rest).
 */
export function runtimeFiles(distDir: string, { serviceWorker = true } = {}): { file: string; why: string }[] {
  return [
    { file: 'server.js', why: 'the server itself, as Next generated it' },
    { file: path.join(distDir, 'BUILD_ID'), why: 'the build it serves' },
    { file: path.join(distDir, 'static'), why: "the build's scripts, styles and fonts (/_next/static)" },
    ...(serviceWorker
      ? [{ file: 'public/service-worker.js', why: 'the service worker (npm run build:service-worker)' }]
      : []),
    { file: 'public/seed/images', why: 'seed images' },
    { file: 'studio/seed/data.ndjson', why: 'the seed dataset (content without a Sanity project)' },
    { file: 'studio/seed/lqip.json', why: "the seed images' blurred previews" },
    {
      file: 'studio/seed/images/avatar-maya-okafor.webp',
      why: 'seed images as the seed dataset reads them (a link to public/seed/images)',
    },
    { file: 'drizzle/meta/_journal.json', why: 'the database migrations' },
    { file: 'node_modules/@electric-sql/pglite/dist/pglite.wasm', why: 'the embedded database (PGlite)' },
    { file: 'node_modules/@electric-sql/pglite/dist/pglite.data', why: "the embedded database's files" },
    { file: 'node_modules/proper-lockfile/index.js', why: "the lock on the embedded database's folder" },
  ]
}

/** Runtime files missing from a built standalone folder (empty when complete). */
export function missingRuntimeFiles(root: string, distDir: string, options?: { serviceWorker?: boolean }): string[] {
  const dir = path.join(root, standaloneDir(distDir))
  return runtimeFiles(distDir, options)
    .filter(({ file }) => !existsSync(path.join(dir, file)))
    .map(({ file, why }) => `${file} (${why})`)
}

/**
 * Rewrites the build's scripts so the browser compiles their modules as they download
 * (scripts/eager-compile.ts), copies public/ and the static files into the standalone folder, then
 * checks it is complete. Returns what the rewrite did.
 */
export function prepareStandalone(
  root: string,
  distDir: string,
  options?: { serviceWorker?: boolean; eagerCompile?: boolean },
): ReturnType<typeof eagerCompileChunks> | undefined {
  const dir = path.join(root, standaloneDir(distDir))
  if (!existsSync(path.join(dir, 'server.js'))) {
    throw new Error(
      `No standalone server in ${standaloneDir(distDir)}: run \`next build\` first (next.config.mjs sets output: 'standalone').`,
    )
  }
  cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true })
  // The seed dataset reads its images through studio/seed/images, a link to public/seed/images that
  // tracing does not keep: copied as the link it is.
  const seedImages = path.join(dir, 'studio/seed/images')
  rmSync(seedImages, { recursive: true, force: true })
  symlinkSync(readlinkSync(path.join(root, 'studio/seed/images')), seedImages)
  // In the build's own static folder, which a host that serves it (a CDN, Vercel) uploads too.
  const eagerCompile =
    options?.eagerCompile === false ? undefined : eagerCompileChunks(path.join(root, distDir, 'static'))
  const staticDir = path.join(dir, distDir, 'static')
  rmSync(staticDir, { recursive: true, force: true })
  cpSync(path.join(root, distDir, 'static'), staticDir, { recursive: true })
  const missing = missingRuntimeFiles(root, distDir, options)
  if (missing.length > 0)
    throw new Error(`The standalone server in ${standaloneDir(distDir)} lacks:\n  ${missing.join('\n  ')}`)
  return eagerCompile
}
