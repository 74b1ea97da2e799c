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
    // One worker per core, not Vitest's default of one fewer: on CI's 2 cores that default is a
    // single worker, and most of the slow files wait on timers, child processes and databases
    // rather than compute (on 2 cores: 317 s with 1 worker, 207 s with 2, 191 s with 3).
    maxWorkers: '100%',
    testTimeout: 30_000,
    // PGlite boots a WebAssembly Postgres: seconds on a busy 2-core machine.
    hookTimeout: 60_000,
  },
})
