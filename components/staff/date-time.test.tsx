// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatAge } from '@/lib/format-date'
import { Age, DateTime } from './date-time'

const moment = new Date('2026-11-26T14:05:00Z')
let zone: string | undefined

beforeEach(() => {
  zone = process.env.TZ
  // The viewer is in Tokyo; the server renders the agency's New York time.
  process.env.TZ = 'Asia/Tokyo'
})
afterEach(() => {
  process.env.TZ = zone
  document.body.innerHTML = ''
})

async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  const serverText = container.textContent
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const recoverable: unknown[] = []
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) })
  })
  const logged = errors.mock.calls
  errors.mockRestore()
  return { container, serverText, recoverable, logged }
}

describe('times in the viewer’s time zone', () => {
  it('renders the agency’s zone on the server, then the browser’s own, without a hydration mismatch', async () => {
    const { container, serverText, recoverable, logged } = await hydrate(<DateTime date={moment} />)
    expect(serverText).toBe('Nov 26, 2026, 9:05 AM EST')
    expect(container.textContent).toBe('Nov 26, 2026, 11:05 PM GMT+9')
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-26T14:05:00.000Z')
    expect(recoverable).toEqual([])
    expect(logged).toEqual([])
  })

  it('says how long ago for a list, with the full moment in its title', async () => {
    const now = new Date(moment.getTime() + 3 * 3600_000 + 60_000)
    const { container, recoverable } = await hydrate(<Age date={moment} now={now} />)
    expect(recoverable).toEqual([])
    expect(container.querySelector('time')!.title).toBe('Nov 26, 2026, 11:05 PM GMT+9')
    expect(formatAge(moment, now)).toBe('3 hr. ago')
    expect(formatAge(moment, new Date(moment.getTime() + 20_000))).toBe('just now')
    expect(formatAge(moment, new Date(moment.getTime() + 25 * 3600_000))).toBe('yesterday')
    expect(formatAge(moment, new Date(moment.getTime() + 12 * 86_400_000))).toBe('Nov 26')
  })
})
