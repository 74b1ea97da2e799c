/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Read from disk at run time: the seed dataset (embedded content source) and the SQL migrations.
  outputFileTracingIncludes: { '/**': ['./studio/seed/data.ndjson', './studio/seed/lqip.json', './public/seed/images/**/*', './drizzle/**/*'] },
  // PGlite loads its WebAssembly and data files next to its own module: keep it unbundled.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres'],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  async rewrites() {
    // SPEC.md 2: /trynow is the same page as /contact.
    return [{ source: '/trynow', destination: '/contact' }]
  },
}

export default nextConfig
