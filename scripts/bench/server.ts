import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

/** Fails with a clear message when there is no production build to measure. */
export function requireBuild() {
  if (!existsSync(path.join(process.cwd(), '.next', 'standalone', 'server.js'))) {
    console.error('No production build found: run `npm run build` first (the benchmark measures a built site).')
    process.exit(1)
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Starts this project's standalone server (what a container runs), or `next start` of another
 * project in `dir`, on a free port with extra environment; resolves once it answers.
 */
export async function startSite(env: Record<string, string>, { dir }: { dir?: string } = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const args = dir
    ? [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', dir, '-p', String(port), '-H', '127.0.0.1']
    : [path.join('.next', 'standalone', 'server.js')]
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      const response = await fetch(`${url}/`)
      await response.arrayBuffer()
      break
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill()
        throw new Error('The site did not start within 60 s')
      }
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
