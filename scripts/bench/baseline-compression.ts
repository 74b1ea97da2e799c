/**
 * Loaded into the bare page's `next start` (scripts/bench/baseline.ts) before Next starts: the same
 * Brotli as the site's standalone server (lib/ops/compress-next-server.ts), its build's static
 * files from their Brotli copies, so that the audit compares pages, not compressions.
 */
import { compressNextServer } from '../../lib/ops/compress-next-server'

compressNextServer({ staticDir: process.env.BASELINE_STATIC_DIR })
