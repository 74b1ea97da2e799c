import { format, stripVTControlCharacters } from 'node:util'
import { currentRequest } from './request-context'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

type SerializedError = {
  name: string
  message: string
  stack?: string
  code?: string
  digest?: string
  cause?: SerializedError | string
}

function serializeError(error: Error, depth = 0): SerializedError {
  const { code, digest } = error as { code?: unknown; digest?: unknown }
  const cause = (error as { cause?: unknown }).cause
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof digest === 'string' ? { digest } : {}),
    ...(cause instanceof Error && depth < 3
      ? { cause: serializeError(cause, depth + 1) }
      : cause !== undefined
        ? { cause: String(cause) }
        : {}),
  }
}

/**
 * One log line as a JSON object: time, level, message, the request being handled (id, method,
 * route) when there is one, the fields, and an error with its stack. Never throws: a field that
 * cannot be serialized (a cycle, a BigInt) is written as its inspected text.
 */
export function jsonLogLine(level: LogLevel, message: string, fields: LogFields = {}, error?: Error): string {
  const entry = {
    time: new Date().toISOString(),
    level,
    message: stripVTControlCharacters(message).trim(),
    ...currentRequest(),
    ...fields,
    ...(error ? { error: serializeError(error) } : {}),
  }
  try {
    return JSON.stringify(entry)
  } catch {
    return JSON.stringify({
      ...entry,
      ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, format('%O', value)])),
    })
  }
}

/**
 * What a console.* call says, as a message and the first Error among its arguments (logged with its
 * stack rather than flattened into the message).
 */
export function fromConsoleArguments(args: unknown[]): { message: string; error?: Error } {
  const index = args.findIndex((arg) => arg instanceof Error)
  if (index === -1) return { message: format(...args) }
  const error = args[index] as Error
  const rest = args.filter((_, i) => i !== index)
  return { message: rest.length > 0 ? format(...rest) : error.message, error }
}
