/**
 * Copies a finished build to another folder beside it (without the build cache), so a test can
 * run a server of its own on it and measure what that server alone writes and holds:
 * `node tests/e2e/copy-build.ts .next .next-e2e-fuzz`.
 */
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

const [from, to] = process.argv.slice(2)
if (!from || !to || !/^\.next[\w-]*$/.test(to)) throw new Error('usage: copy-build.ts <build folder> <.next… copy>')
rmSync(to, { recursive: true, force: true })
cpSync(from, to, {
  recursive: true,
  verbatimSymlinks: true,
  filter: (source) => path.relative(from, source) !== 'cache',
})
