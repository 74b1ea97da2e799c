import { describe, expect, it } from 'vitest'
import { isShuttingDown, onShutdown, runShutdownHooks } from '@/lib/shutdown'

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('shutdown hooks', () => {
  it('stop background work first, then close connections, and report the hooks that failed', async () => {
    const order: string[] = []
    onShutdown('database', async () => void order.push('database closed'), { stage: 'connections' })
    onShutdown('delivery worker', async () => {
      order.push('worker stopping')
      await tick() // its current attempt, which still writes to the database
      order.push('worker stopped')
    })
    onShutdown('broken', () => {
      throw new Error('cannot stop')
    })
    const removed = onShutdown('removed', () => void order.push('removed ran'))
    removed()

    const errors: string[] = []
    expect(isShuttingDown()).toBe(false)
    const failed = await runShutdownHooks((name, error) => errors.push(`${name}: ${(error as Error).message}`))

    expect(order).toEqual(['worker stopping', 'worker stopped', 'database closed'])
    expect(failed).toEqual(['broken'])
    expect(errors).toEqual(['broken: cannot stop'])
    expect(isShuttingDown()).toBe(true)
    // Each hook runs once.
    expect(await runShutdownHooks(() => undefined)).toEqual([])
    expect(order).toHaveLength(3)
  })
})
