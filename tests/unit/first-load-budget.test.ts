import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIRST_LOAD_BUDGET, firstLoadOf, gzipBytes, overBudget } from '@/scripts/bench/first-load'

// A dist folder of our own: chunks of random bytes (gzip cannot shrink them), pages whose HTML loads them.
const dist = mkdtempSync(path.join(tmpdir(), 'first-load-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

function chunk(name: string, bytes: number) {
  const file = path.join(dist, 'static', 'chunks', name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256))))
  return { src: `/_next/static/chunks/${name}`, gzip: gzipBytes(file) }
}
const page = (...srcs: string[]) =>
  `<html><head>${srcs.map((src) => `<script src="${src}" async=""></script>`).join('')}</head></html>`

describe('the first-load budget (npm run bench, tests/e2e/budgets.spec.ts)', () => {
  const framework = chunk('framework.js', 40_000)
  const polyfills = chunk('polyfills.js', 30_000)
  const bare = firstLoadOf(dist, 'bare', `${page(framework.src)}<script src="${polyfills.src}" noModule=""></script>`)

  it("counts each <script src> chunk's gzip size once, and not the noModule polyfills", () => {
    expect(bare.bytes).toBe(framework.gzip)
    expect(firstLoadOf(dist, '/twice', page(framework.src, framework.src)).bytes).toBe(framework.gzip)
  })

  it(`passes a route within ${FIRST_LOAD_BUDGET} × the bare page and fails one a little over`, () => {
    const within = chunk('within.js', Math.floor(framework.gzip * (FIRST_LOAD_BUDGET - 1)) - 200)
    const over = chunk('over.js', Math.ceil(framework.gzip * (FIRST_LOAD_BUDGET - 1)) + 200)
    const routes = [
      firstLoadOf(dist, '/within', page(framework.src, within.src)),
      firstLoadOf(dist, '/over', page(framework.src, over.src)),
    ]
    expect(routes[0]!.bytes / bare.bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET)
    expect(overBudget(routes, bare.bytes).map((route) => route.route)).toEqual(['/over'])
  })
})
