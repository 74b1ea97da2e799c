import { writeJsonLine } from './ops/json-console'
import type { LogFields, LogLevel } from './ops/log-line'

function emit(level: LogLevel, message: string, error?: Error, fields?: LogFields): void {
  if (writeJsonLine(level, message, fields, error)) return
  console[level](message, ...[error, fields].filter((part) => part !== undefined))
}

const withError =
  (level: LogLevel) =>
  (message: string, errorOrFields?: Error | LogFields, fields?: LogFields): void =>
    errorOrFields instanceof Error
      ? emit(level, message, errorOrFields, fields)
      : emit(level, message, undefined, errorOrFields ?? fields)

/**
 * Log lines for server code: `log.info('lead delivered', { leadId })`, `log.error('delivery failed', error, { leadId })`.
 * In production each is one JSON object (time, level, message, the id and route of the request
 * being handled, the fields as they are); in development, text on the console. Plain console.*
 * calls come out as JSON in production too, with their arguments folded into the message.
 */
export const log = {
  debug: (message: string, fields?: LogFields) => emit('debug', message, undefined, fields),
  info: (message: string, fields?: LogFields) => emit('info', message, undefined, fields),
  warn: withError('warn'),
  error: withError('error'),
}
