import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServiceWorker } from '@/scripts/service-worker'

const root = path.resolve(import.meta.dirname, '../../..')
const DIST = '.next-service-worker-test'
const scratch = mkdtempSync(path.join(tmpdir(), 'service-worker-'))

afterAll(() => {
  rmSync(path.join(root, DIST), { recursive: true, force: true })
  rmSync(scratch, { recursive: true, force: true })
})

/** A build folder whose prerendered offline page names one script of its own. */
function buildFolder(script: string) {
  mkdirSync(path.join(root, DIST, 'server/app'), { recursive: true })
  writeFileSync(
    path.join(root, DIST, 'server/app/offline.html'),
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/${script}" async=""></script></head><body><h1>You're offline</h1></body></html>`,
  )
}

describe('the service worker build', () => {
  it('reads the offline page of the build in NEXT_DIST_DIR, not of .next', async () => {
    buildFolder('only-in-this-build.js')
    const outfile = path.join(scratch, 'service-worker.js')
    const { shell } = await buildServiceWorker({ root, distDir: DIST, outfile })
    expect(shell.map((entry) => entry.url)).toEqual(['/offline', '/_next/static/chunks/only-in-this-build.js'])
    expect(readFileSync(outfile, 'utf8')).toContain('only-in-this-build.js')
  })

  it('stops with what to run when that build has no offline page', () => {
    rmSync(path.join(root, DIST), { recursive: true, force: true })
    mkdirSync(path.join(root, DIST))
    let message = ''
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-service-worker.ts'], {
        cwd: root,
        env: { ...process.env, NEXT_DIST_DIR: DIST },
        encoding: 'utf8',
        stdio: 'pipe',
      })
    } catch (error) {
      message = String((error as { stderr: string }).stderr)
    }
    expect(message).toContain(
      `No prerendered offline page at ${DIST}/server/app/offline.html: run \`next build\` first.`,
    )
  })
})
