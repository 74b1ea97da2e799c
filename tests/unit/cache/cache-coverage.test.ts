import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '../../..')
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))

describe('what the shared cache covers', () => {
  // The Redis cache handler (lib/cache) serves Next's `cacheHandler`: ISR pages and fetch() with
  // tags. `'use cache'` goes through `cacheHandlers` instead, which stays per instance: a publish
  // would then reach one instance only.
  it("the site caches only through fetch and prerendered pages, never 'use cache'", () => {
    const directive = /^\s*['"]use cache(: *\w+)?['"]/m
    const using = ['app', 'components', 'lib']
      .flatMap(sources)
      .filter((file) => directive.test(readFileSync(path.join(root, file), 'utf8')))
    expect(using, "'use cache' needs a shared cacheHandlers entry first (docs/deploy.md)").toEqual([])
  })
})
