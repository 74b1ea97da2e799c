import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { START_COMMAND, START_ENV, standaloneDir } from '../../scripts/standalone'

const root = path.join(import.meta.dirname, '../..')

/**
 * A build's standalone server on a port, started the way the Dockerfile starts it (its CMD inside the
 * standalone folder), with a fresh embedded database (and mail folder, for the .eml default) per run
 * kept outside that folder.
 */
export function standaloneServer(
  distDir: string,
  port: number,
  leadsDataDir: string,
  { mailDir }: { mailDir?: string } = {},
): { command: string; env: Record<string, string> } {
  // Absolute: the server runs inside the standalone folder.
  const dataDir = path.resolve(root, leadsDataDir)
  const mail = mailDir ? path.resolve(root, mailDir) : undefined
  return {
    command: `rm -rf ${dataDir}${mail ? ` ${mail}` : ''} && cd ${path.join(root, standaloneDir(distDir))} && ${START_COMMAND.join(' ')}`,
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...START_ENV,
      LEADS_DATA_DIR: dataDir,
      ...(mail ? { MAIL_DIR: mail } : {}),
    },
  }
}

export type RunningServer = {
  url: string
  /** The folder it runs in (its page cache is under it), and its process id. */
  folder: string
  pid: number
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string
  /** Its JSON log lines so far. */
  logLines: () => Record<string, unknown>[]
  /** Resolves when the process has exited: its exit code (null after a signal it did not handle). */
  exited: Promise<number | null>
  /** Sends the signal and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * A copy of a build's standalone folder for one instance, as each container gets the image, so that
 * nothing one instance writes beside its server (an embedded database given a relative folder, say)
 * is another's. The copy is of the build alone (the page cache lives in each instance's memory, or
 * in Redis). The dependencies are only read, so they are linked, not copied.
 */
function instanceFolder(distDir: string): string {
  const source = path.join(root, standaloneDir(distDir))
  const copy = mkdtempSync(path.join(tmpdir(), 'standalone-'))
  const skipped = new Set(
    ['node_modules', path.join(distDir, 'cache'), path.join(distDir, 'server', 'route-cache')].map((file) =>
      path.join(source, file),
    ),
  )
  cpSync(source, copy, { recursive: true, verbatimSymlinks: true, filter: (file) => !skipped.has(file) })
  symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'))
  return copy
}

/**
 * Starts a build's standalone server for a test (its own port, its own environment and nothing of
 * this shell's but PATH), and resolves once /api/health answers. `ownFolder`: in a copy of the
 * standalone folder, removed when it stops (see instanceFolder).
 */
export async function startStandalone(
  distDir: string,
  port: number,
  env: Record<string, string>,
  { ownFolder = false } = {},
): Promise<RunningServer> {
  const [command, ...args] = START_COMMAND
  const cwd = ownFolder ? instanceFolder(distDir) : path.join(root, standaloneDir(distDir))
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_DIST_DIR: distDir,
      ...START_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  if (ownFolder) void exited.then(() => rmSync(cwd, { recursive: true, force: true }))
  const url = `http://127.0.0.1:${port}`
  const server: RunningServer = {
    url,
    folder: cwd,
    pid: child.pid!,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited with ${child.exitCode}:\n${output}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server on port ${port} did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
