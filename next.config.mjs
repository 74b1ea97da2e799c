import path from 'node:path'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js'
// Plain Node loads this file: it imports the TypeScript modules directly (Node strips the types).
import { getConfig } from './lib/config.ts'
import { securityHeaderRules } from './lib/security/headers.ts'

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  distDir: getConfig().distDir,
  // A self-contained server in <distDir>/standalone (node server.js): what the tests start is what
  // a container runs. scripts/prepare-standalone.ts copies in what Next leaves out (public, static).
  output: 'standalone',
  outputFileTracingRoot: import.meta.dirname,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: getConfig().skipBuildTypecheck },
  poweredByHeader: false,
  // Turbopack's build cache (on by default in Next 16.4): it makes a rebuild in the same folder about
  // twice as fast, and costs a cold build 18 to 20 s to write; CI's fresh clone turns it off.
  experimental: { turbopackFileSystemCacheForBuild: getConfig().buildCache },
  // Next's own gzip. Brotli, which makes pages and scripts smaller still, is the job of the proxy or
  // CDN in front, which compresses once and keeps the copy (docs/deploy.md, "Compression").
  compress: true,
  // proxy.ts sees the request's URL as the server received it. Normalised, its host is the one the
  // page server was started with, which under the standalone server (HOSTNAME=127.0.0.1) is not the
  // router's: a rewrite to the 404 page then looked like another site's address and was fetched
  // over HTTP, through the proxy again, without end.
  skipProxyUrlNormalize: true,
  // Read from disk at run time: the seed dataset (embedded content source) and the SQL migrations.
  outputFileTracingIncludes: {
    '/**': ['./studio/seed/data.ndjson', './studio/seed/lqip.json', './public/seed/images/**/*', './drizzle/**/*'],
  },
  // Next's cache: its own file-system cache, or Redis shared by every instance when REDIS_URL is set
  // at run time (lib/cache/next-cache-handler.mjs), so one build serves both. Vercel keeps its own.
  cacheHandler:
    getConfig().platform === 'vercel' ? undefined : path.join(import.meta.dirname, 'lib/cache/next-cache-handler.mjs'),
  // PGlite loads its WebAssembly and data files next to its own module: keep it unbundled. The lock on
  // its data directory (proper-lockfile) too: one copy per process, whose exit handler lets go of it.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'proper-lockfile',
    'postgres',
    '@redis/client',
    '@fortedigital/nextjs-cache-handler',
  ],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  async redirects() {
    // One URL per list: page 1 of an index is the index itself. Redirected here, before routing,
    // as one plain 308 (from inside a prerendered page the first answer carried two Location
    // headers, which a service worker joined into one broken address).
    return ['/blog', '/news'].flatMap((base) => [
      { source: `${base}/page/1`, destination: base, permanent: true },
      { source: `${base}/category/:category/page/1`, destination: `${base}/category/:category`, permanent: true },
    ])
  },
  async rewrites() {
    // A build file or seed image that does not exist (a chunk an old instance asks for during a
    // rolling deploy, say) is looked up after the files and before the page catch-all: without
    // this it fell to app/(site)/[...slug], whose 404 page was rendered, stored and sent publicly
    // cacheable for a year. It gets /api's plain 404 instead (app/api/[...path]/route.ts).
    return {
      afterFiles: [
        { source: '/_next/:path*', destination: '/api/missing-file' },
        { source: '/seed/:path*', destination: '/api/missing-file' },
      ],
    }
  },
  async headers() {
    // Security headers on every route (lib/security/headers.ts explains the policy). Computed
    // here, at build time, from the configuration: static headers keep the pages prerendered.
    return securityHeaderRules({ ...getConfig(), development: phase === PHASE_DEVELOPMENT_SERVER })
  },
})

export default nextConfig
