import { afterEach, describe, expect, it } from 'vitest'
import { log } from '@/lib/log'
import { installJsonConsole } from '@/lib/ops/json-console'
import { fromConsoleArguments, jsonLogLine } from '@/lib/ops/log-line'
import { requestContext } from '@/lib/ops/request-context'

const request = { requestId: 'req-1', method: 'POST', route: '/api/gpt-lead' }

describe('a JSON log line', () => {
  it('has the time, level and message, without terminal colours', () => {
    const line = JSON.parse(jsonLogLine('warn', '\u001b[33m⚠\u001b[39m slow answer'))
    expect(line).toMatchObject({ level: 'warn', message: '⚠ slow answer' })
    expect(Date.parse(line.time)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('names the request being handled, and carries the fields as they are', () => {
    const line = requestContext.run(request, () =>
      JSON.parse(jsonLogLine('info', 'lead saved', { leadId: 'l-1', attempt: 2 })),
    )
    expect(line).toMatchObject({ ...request, message: 'lead saved', leadId: 'l-1', attempt: 2 })
  })

  it('keeps an error with its stack and cause', () => {
    const error = new Error('delivery failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    })
    const line = JSON.parse(jsonLogLine('error', 'lead delivery', {}, error))
    expect(line.error).toMatchObject({
      name: 'Error',
      message: 'delivery failed',
      cause: { message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' },
    })
    expect(line.error.stack).toContain('log.test.ts')
  })

  it('is still one line when a field cannot be serialized', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    const line = JSON.parse(jsonLogLine('info', 'odd', { cycle, big: 10n }))
    expect(line.message).toBe('odd')
    expect(line.cycle).toContain('Circular')
  })
})

describe('console arguments', () => {
  it('are formatted like the console does, with the first error taken out', () => {
    const error = new Error('boom')
    expect(fromConsoleArguments(['[gpt-lead] %s failed', 'save', error])).toEqual({
      message: '[gpt-lead] save failed',
      error,
    })
    expect(fromConsoleArguments([error])).toEqual({ message: 'boom', error })
    expect(fromConsoleArguments(['count', 3, { a: 1 }])).toEqual({ message: 'count 3 { a: 1 }' })
  })
})

describe('with JSON logs installed (production)', () => {
  const lines: { level: string; line: Record<string, unknown> }[] = []
  let restore = () => undefined as void
  const install = () => {
    restore = installJsonConsole((level, line) => lines.push({ level, line: JSON.parse(line) }))
  }
  afterEach(() => {
    restore()
    lines.length = 0
  })

  it("turns every console call, others' included, into one JSON object per line", () => {
    install()
    requestContext.run(request, () =>
      console.error('[gpt-lead] unexpected error while saving a lead', new Error('disk full')),
    )
    console.log('Ready in 300ms')
    expect(lines).toEqual([
      {
        level: 'error',
        line: expect.objectContaining({
          level: 'error',
          message: '[gpt-lead] unexpected error while saving a lead',
          requestId: 'req-1',
          error: expect.objectContaining({ message: 'disk full' }),
        }),
      },
      { level: 'info', line: expect.objectContaining({ level: 'info', message: 'Ready in 300ms' }) },
    ])
  })

  it('writes lib/log lines with their fields as JSON fields', () => {
    install()
    log.info('lead delivered', { leadId: 'l-1', channel: 'email' })
    log.error('lead delivery failed', new Error('SMTP 421'), { leadId: 'l-2' })
    expect(lines.map(({ line }) => line)).toEqual([
      expect.objectContaining({ message: 'lead delivered', leadId: 'l-1', channel: 'email' }),
      expect.objectContaining({
        level: 'error',
        message: 'lead delivery failed',
        leadId: 'l-2',
        error: expect.objectContaining({ message: 'SMTP 421' }),
      }),
    ])
  })

  it('puts the console back when restored', () => {
    install()
    restore()
    const before = lines.length
    log.debug('not captured')
    expect(lines.length).toBe(before)
  })
})
