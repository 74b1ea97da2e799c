import { describe, expect, it } from 'vitest'
import { handleHealth } from '@/lib/ops/health'
import type { ReadinessCheck } from '@/lib/ops/readiness'

const get = (query = '') => new Request(`http://localhost/api/health${query}`)
const ok: ReadinessCheck = async () => undefined
const down =
  (why: string): ReadinessCheck =>
  async () => {
    throw new Error(why)
  }

describe('GET /api/health', () => {
  it('answers 200 {status: "ok"} while the process is up, without checking anything, never cached', async () => {
    let checked = false
    const response = await handleHealth(get(), { checks: () => [['leads', async () => void (checked = true)]] })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(checked).toBe(false)
  })

  it('with ?ready=1, checks every part and answers 200 when all answer', async () => {
    const response = await handleHealth(get('?ready=1'), {
      checks: () => [
        ['leads', ok],
        ['redis', ok],
      ],
      shuttingDown: () => false,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', checks: { leads: 'ok', redis: 'ok' } })
  })

  it('answers 503 naming the parts that are not ready, and why', async () => {
    const response = await handleHealth(get('?ready=1'), {
      checks: () => [
        ['leads', ok],
        ['redis', down('not connected to redis://cache:6379')],
      ],
      shuttingDown: () => false,
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(await response.json()).toEqual({
      status: 'unavailable',
      failing: ['redis'],
      checks: { leads: 'ok', redis: 'not connected to redis://cache:6379' },
    })
  })

  it('is not ready once shutdown has begun, so a load balancer stops sending traffic', async () => {
    const response = await handleHealth(get('?ready=1'), { checks: () => [['leads', ok]], shuttingDown: () => true })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      failing: ['server'],
      checks: { server: 'shutting down', leads: 'ok' },
    })
  })

  it('does not wait on a part that never answers', async () => {
    const started = Date.now()
    const response = await handleHealth(get('?ready=1'), {
      checks: () => [['leads', () => new Promise(() => undefined)]],
      shuttingDown: () => false,
    })
    expect(response.status).toBe(503)
    expect((await response.json()).checks.leads).toMatch(/no answer within/)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
