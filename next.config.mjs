/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded content source reads the seed dataset from disk at run time.
  outputFileTracingIncludes: { '/**': ['./studio/seed/data.ndjson'] },
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
