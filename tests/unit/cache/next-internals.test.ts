import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '../../..')
const require = createRequire(import.meta.url)

/** An import or require of one of Next's internal files that stays in the code at run time (type-only imports are erased). */
const RUNTIME_NEXT_DIST =
  /(?:^|[\s;])(?:import(?!\s+type\b)[^'"]*?from\s*|import\s*\(\s*|require\s*\(\s*)['"]next\/dist\//m

const shipped = (): string[] =>
  [
    ...['app', 'components', 'lib'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(?:ts|tsx|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    ),
    'proxy.ts',
    'instrumentation.ts',
    'next.config.mjs',
  ].filter((file) => RUNTIME_NEXT_DIST.test(readFileSync(path.join(root, file), 'utf8')))

describe("what the server loads of Next's internals", () => {
  // Next's cache handler loads on every deployment not on Vercel, outside the bundles: an import
  // of a file Next renamed would stop the server from starting.
  it('no code of the site imports a file under next/dist at run time', () => {
    expect(shipped()).toEqual([])
  })

  it("nor do the parts of @fortedigital/nextjs-cache-handler that the cache handler and the server's start load", () => {
    const entries = [
      '@fortedigital/nextjs-cache-handler',
      '@fortedigital/nextjs-cache-handler/local-lru',
      '@fortedigital/nextjs-cache-handler/redis-strings',
      '@fortedigital/nextjs-cache-handler/composite',
      '@fortedigital/nextjs-cache-handler/instrumentation',
    ]
    const files = entries.flatMap((entry) => {
      const cjs = require.resolve(entry)
      return [cjs, cjs.replace(/\.cjs$/, '.js')]
    })
    // The instrumentation entry re-exports the loader from a file of its own.
    files.push(path.join(path.dirname(require.resolve(entries[4]!)), 'register-initial-cache.js'))
    const importing = files.filter((file) => /['"]next\/dist\//.test(readFileSync(file, 'utf8')))
    expect(importing.map((file) => path.basename(file))).toEqual([])
  })

  it('the check finds such an import', () => {
    expect(RUNTIME_NEXT_DIST.test("import x from 'next/dist/server/lib/x.js'")).toBe(true)
    expect(RUNTIME_NEXT_DIST.test("const x = require('next/dist/server/lib/x.js')")).toBe(true)
    expect(RUNTIME_NEXT_DIST.test("await import('next/dist/server/lib/x.js')")).toBe(true)
    expect(RUNTIME_NEXT_DIST.test("import type { X } from 'next/dist/server/lib/x'")).toBe(false)
  })
})
