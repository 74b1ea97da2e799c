import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTypewriter, TYPEWRITER_MAX_MS, TYPEWRITER_MS_PER_CHAR } from './typewriter'

describe('the typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function typewriter(instant = false) {
    const updates: string[] = []
    const writer = createTypewriter({ onUpdate: (visible) => updates.push(visible), instant })
    return { writer, updates, visible: () => updates.at(-1) ?? '' }
  }

  it('types one character every 15 ms', () => {
    expect(TYPEWRITER_MS_PER_CHAR).toBe(15)
    const { writer, visible } = typewriter()
    writer.push('Hello, world')
    expect(visible()).toBe('')
    vi.advanceTimersByTime(14)
    expect(visible()).toBe('')
    vi.advanceTimersByTime(1)
    expect(visible()).toBe('H')
    vi.advanceTimersByTime(15 * 4)
    expect(visible()).toBe('Hello')
    vi.advanceTimersByTime(15 * 7)
    expect(visible()).toBe('Hello, world')
  })

  it('keeps the same pace while the stream feeds it more text', () => {
    const { writer, visible } = typewriter()
    writer.push('ab')
    vi.advanceTimersByTime(30)
    expect(visible()).toBe('ab')
    // Idle until the next piece arrives; the pause is not made up in a burst.
    vi.advanceTimersByTime(500)
    writer.push('cdef')
    vi.advanceTimersByTime(15)
    expect(visible()).toBe('abc')
    writer.push('gh')
    vi.advanceTimersByTime(15 * 5)
    expect(visible()).toBe('abcdefgh')
  })

  it('keeps the 15 ms pace for a short reply, and finishes a long one within about 3 s', () => {
    expect(TYPEWRITER_MAX_MS).toBe(3_000)
    const short = typewriter()
    short.writer.push('x'.repeat(150))
    vi.advanceTimersByTime(15 * 10)
    expect(short.visible().length).toBe(10)
    vi.advanceTimersByTime(15 * 140)
    expect(short.visible().length).toBe(150)

    // 1,200 characters at 15 ms each would take 18 s.
    const long = typewriter()
    long.writer.push('y'.repeat(800))
    vi.advanceTimersByTime(1_000)
    // Faster than the pace, but still typing.
    expect(long.visible().length).toBeGreaterThan(1_000 / 15)
    expect(long.visible().length).toBeLessThan(800)
    long.writer.push('z'.repeat(400))
    vi.advanceTimersByTime(TYPEWRITER_MAX_MS - 1_000 + 15)
    expect(long.visible().length).toBe(1_200)
  })

  it('catches up when its timer was held back (a background tab)', () => {
    const { writer, visible } = typewriter()
    writer.push('x'.repeat(100))
    vi.setSystemTime(Date.now() + 1000)
    vi.advanceTimersByTime(15)
    expect(visible().length).toBeGreaterThanOrEqual(67)
  })

  it('resolves finished() once everything pushed is on screen', async () => {
    const { writer } = typewriter()
    let done = false
    writer.push('abc')
    void writer.finished().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(30)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(15)
    expect(done).toBe(true)
  })

  it('shows each piece at once with reduced motion', async () => {
    const { writer, visible } = typewriter(true)
    writer.push('Hello, ')
    expect(visible()).toBe('Hello, ')
    writer.push('world')
    expect(visible()).toBe('Hello, world')
    await expect(writer.finished()).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never shows half of an emoji', () => {
    const { writer, updates } = typewriter()
    writer.push('a👋b')
    vi.advanceTimersByTime(15 * 4)
    expect(updates).toEqual(['a', 'a👋', 'a👋b'])
  })

  it('flush() shows everything now; cancel() stops and releases waiters', async () => {
    const first = typewriter()
    first.writer.push('abcdef')
    first.writer.flush()
    expect(first.visible()).toBe('abcdef')

    const second = typewriter()
    second.writer.push('abcdef')
    const finished = second.writer.finished()
    second.writer.cancel()
    await expect(finished).resolves.toBeUndefined()
    vi.advanceTimersByTime(1000)
    second.writer.push('more')
    expect(second.visible()).toBe('')
  })
})
