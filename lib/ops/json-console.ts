import { fromConsoleArguments, jsonLogLine, type LogFields, type LogLevel } from './log-line'

type JsonLogState = { write: (level: LogLevel, line: string) => void }

// Once per process: the console is global, and several server bundles may load this module.
const registry = globalThis as typeof globalThis & { __jsonLogs?: JsonLogState }

const toStreams = (level: LogLevel, line: string) => {
  // Warnings and errors on stderr, the rest on stdout: platforms read the stream as a severity too.
  ;(level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`)
}

const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const

/**
 * From now on every console.debug/log/info/warn/error call in this process, Next's own lines and
 * every module's included, writes one JSON object per line (lib/ops/log-line.ts) instead of text:
 * nothing that logs has to change for a platform's log search to read it. Returns a function that
 * puts the console back (tests).
 */
export function installJsonConsole(write: JsonLogState['write'] = toStreams): () => void {
  if (registry.__jsonLogs) return () => undefined
  registry.__jsonLogs = { write }
  const methods = Object.keys(CONSOLE_LEVELS) as (keyof typeof CONSOLE_LEVELS)[]
  const original = methods.map((method) => [method, console[method]] as const)
  for (const method of methods) {
    console[method] = (...args: unknown[]) => {
      const { message, error } = fromConsoleArguments(args)
      // A client that hung up mid-request (Node's 'aborted'): its doing, not the server's fault.
      const level = error && isClientAbort(error) ? 'info' : CONSOLE_LEVELS[method]
      write(level, jsonLogLine(level, message, {}, error))
    }
  }
  return () => {
    for (const [method, fn] of original) console[method] = fn
    registry.__jsonLogs = undefined
  }
}

/** The error Node gives a request whose client closed the connection before its body had arrived. */
export const isClientAbort = (error: Error) =>
  error.message === 'aborted' && (error as NodeJS.ErrnoException).code === 'ECONNRESET'

/** Writes a structured line when the console writes JSON; returns false when it writes text. */
export function writeJsonLine(level: LogLevel, message: string, fields?: LogFields, error?: Error): boolean {
  const state = registry.__jsonLogs
  if (!state) return false
  state.write(level, jsonLogLine(level, message, fields, error))
  return true
}
