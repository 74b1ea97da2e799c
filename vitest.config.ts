import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside a React Server environment; tests run server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/empty-module.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}'],
    environment: 'node',
    // next-sanity's draft-mode helper imports "next/headers" without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-sanity'] } },
    testTimeout: 30_000,
    // PGlite boots a WebAssembly Postgres: seconds on a busy 2-core machine.
    hookTimeout: 60_000,
  },
})
