/**
 * First-load JavaScript of a prerendered route: the gzip size (zlib, default level) of the
 * <script src> chunks (but the noModule polyfills) in its HTML under .next/server/app. Shared by `npm run bench` and the
 * budgets test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export type FirstLoad = { route: string; bytes: number; chunks: string[] }

/** No route's first load may exceed this many times the bare page's (tests/e2e/budgets.spec.ts). */
export const FIRST_LOAD_BUDGET = 1.1

const gzipCache = new Map<string, number>()
export function gzipBytes(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) gzipCache.set(file, (size = gzipSync(readFileSync(file)).length))
  return size
}

/**
 * The /_next/static/… script URLs a page's HTML loads in a modern browser: the `noModule`
 * polyfills (~39 KiB gzip, in every Next page, the bare one too) are fetched only by browsers
 * without ES modules, so they are left out.
 */
export function scriptSrcs(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag))
  return [...new Set(tags.flatMap((tag) => /\ssrc="(\/_next\/static\/[^"?]+)/.exec(tag)?.[1] ?? []))]
}

/** A static URL (/_next/static/…) as a file in a dist dir (.next). */
export const staticFile = (distDir: string, src: string) =>
  path.join(distDir, 'static', src.slice('/_next/static/'.length))

export function firstLoadOf(distDir: string, route: string, html: string): FirstLoad {
  const chunks = scriptSrcs(html)
  return { route, chunks, bytes: chunks.reduce((sum, src) => sum + gzipBytes(staticFile(distDir, src)), 0) }
}

/** Every prerendered page of a build: route → HTML file (index.html is /). */
export function prerenderedRoutes(distDir: string): { route: string; file: string }[] {
  const app = path.join(distDir, 'server', 'app')
  if (!existsSync(app)) return []
  return (readdirSync(app, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({
      route: f === 'index.html' ? '/' : `/${f.slice(0, -'.html'.length).split(path.sep).join('/')}`,
      file: path.join(app, f),
    }))
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** First load of every prerendered route; the error pages (_not-found, _global-error) are kept, marked by their names. */
export function firstLoads(distDir = path.join(process.cwd(), '.next')): FirstLoad[] {
  return prerenderedRoutes(distDir).map(({ route, file }) => firstLoadOf(distDir, route, readFileSync(file, 'utf8')))
}

/** The routes whose first load exceeds FIRST_LOAD_BUDGET × the bare page's (what the budget test fails on). */
export function overBudget(routes: FirstLoad[], baselineBytes: number): FirstLoad[] {
  return routes.filter((route) => route.bytes > FIRST_LOAD_BUDGET * baselineBytes)
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1)
