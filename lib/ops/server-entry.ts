/**
 * The standalone server's entry: `server.js` in `<distDir>/standalone`, what a container, the
 * end-to-end tests and `npm start` run. It is Next's own server (`next-server.js`, as `next build`
 * made it) with its answers compressed by Brotli (lib/ops/compress-next-server.ts).
 * scripts/standalone.ts bundles this file, `compression` included, into the standalone folder.
 */
import { compressNextServer } from './compress-next-server'

compressNextServer()
// @ts-expect-error Next's generated server, beside the bundle in the standalone folder (untyped).
await import('./next-server.js')
