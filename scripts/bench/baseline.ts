/**
 * The yardstick for first-load JavaScript: a bare Next App Router page (one layout, one page)
 * built with this project's own next/react (from its node_modules) and Next's defaults
 * (Turbopack). Built once into .next-baseline/ (gitignored) and reused while Next's version holds.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getConfig } from '../../lib/config'
import { securityHeaderRules } from '../../lib/security/headers'
import { startForwardingProxy } from '../../tests/fixtures/forwarding-proxy'
import { freePort } from '../../tests/fixtures/site-process'
import { startSite } from './server'

const ROOT = process.cwd()
export const BASELINE_DIR = path.join(ROOT, '.next-baseline')
const nextVersion = () =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version

/** The bare page's prerendered HTML, building the baseline first when missing or stale. */
export function baselineHtml(): string {
  const stamp = path.join(BASELINE_DIR, 'built-with')
  const html = path.join(BASELINE_DIR, '.next/server/app/index.html')
  // Both compress with Next's own gzip (next.config.mjs), so the audit compares pages, not compressions.
  const version = `next ${nextVersion()}, gzip`
  if (!existsSync(html) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== version) {
    rmSync(BASELINE_DIR, { recursive: true, force: true })
    mkdirSync(path.join(BASELINE_DIR, 'app'), { recursive: true })
    // Plain JavaScript: no tsconfig for Next to write; node_modules resolve from the project above.
    writeFileSync(
      path.join(BASELINE_DIR, 'package.json'),
      JSON.stringify({ name: 'next-baseline', private: true, type: 'module' }),
    )
    writeFileSync(
      path.join(BASELINE_DIR, 'next.config.mjs'),
      `export default { turbopack: { root: ${JSON.stringify(ROOT)} } }\n`,
    )
    writeFileSync(
      path.join(BASELINE_DIR, 'app/layout.jsx'),
      'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
    )
    writeFileSync(
      path.join(BASELINE_DIR, 'app/page.jsx'),
      'export default function Page() {\n  return <main><h1>Hello</h1></main>\n}\n',
    )
    console.error(`Building the bare Next ${nextVersion()} baseline page into .next-baseline/ (once)…`)
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build', BASELINE_DIR], {
      cwd: BASELINE_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    })
    writeFileSync(stamp, version)
  }
  return readFileSync(html, 'utf8')
}

/**
 * Serves the bare page (built first when needed), for the Lighthouse audit's floor: `next start`,
 * compressed by Next's gzip as the site's server is.
 */
export function startBaselineSite() {
  baselineHtml()
  return startSite({}, { dir: BASELINE_DIR })
}

/**
 * The headers every page of the site is served with (lib/security/headers.ts: the
 * Content-Security-Policy, Cross-Origin-Opener-Policy and the rest), as the built site at `siteUrl`
 * answers them for `/`: the values this build has, not ones worked out again here.
 */
export async function siteSecurityHeaders(siteUrl: string): Promise<Record<string, string>> {
  const names = securityHeaderRules(getConfig())
    .find((rule) => rule.source === '/:path*')!
    .headers.map((header) => header.key)
  const answer = await fetch(`${siteUrl}/`)
  await answer.arrayBuffer()
  const missing = names.filter((name) => !answer.headers.has(name))
  if (missing.length > 0)
    throw new Error(`${siteUrl}/ answered without ${missing.join(', ')}: is it this project's build (npm run build)?`)
  return Object.fromEntries(names.map((name) => [name, answer.headers.get(name)!]))
}

/**
 * The bare page at `baselineUrl` served with the site's headers, through a proxy that adds them
 * to every answer: the audit's floor under the same Cross-Origin-Opener-Policy as the site's pages.
 */
export async function startBaselineWithHeaders(baselineUrl: string, headers: Record<string, string>) {
  const proxy = await startForwardingProxy({ port: await freePort(), target: baselineUrl, responseHeaders: headers })
  return { url: proxy.url, stop: proxy.close }
}
