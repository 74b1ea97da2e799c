import { existsSync } from 'node:fs'
import path from 'node:path'
import { startSiteProcess } from '../../tests/fixtures/site-process'

/** Fails with a clear message when there is no production build to measure. */
export function requireBuild() {
  if (!existsSync(path.join(process.cwd(), '.next', 'standalone', 'server.js'))) {
    console.error('No production build found: run `npm run build` first (the benchmark measures a built site).')
    process.exit(1)
  }
}

/** Starts this project's standalone server (or `next start` of the project in `dir`) on a free port with extra environment; resolves once it answers. */
export async function startSite(
  env: Record<string, string>,
  { dir, preload }: { dir?: string; preload?: string } = {},
) {
  const site = await startSiteProcess(env, { dir, preload, showErrors: true })
  return { url: site.url, stop: site.stop }
}
