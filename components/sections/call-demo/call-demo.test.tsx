// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HeroSection } from '../hero/hero-section'
import type { SectionOf } from '../types'
import { CallDemoSection } from './call-demo-section'

type Observed = { callback: IntersectionObserverCallback; element?: Element }
let observers: Observed[] = []

/** jsdom has no IntersectionObserver: this one lets a test say when the card comes into view. */
class FakeObserver {
  private record: Observed
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback }
    observers.push(this.record)
  }
  observe(element: Element) {
    this.record.element = element
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.record)
  }
}

async function scrollIntoView() {
  await act(async () => {
    for (const o of observers)
      o.callback([{ isIntersecting: true, target: o.element } as IntersectionObserverEntry], {} as IntersectionObserver)
    // The player's chunk is a dynamic import: let it resolve.
    await vi.dynamicImportSettled()
  })
}

let reducedMotion = false
beforeEach(() => {
  observers = []
  reducedMotion = false
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  // jsdom lays nothing out and has no scrollTo on elements.
  Element.prototype.scrollTo = () => {}
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const call: SectionOf<'callDemo'>['call'] = {
  business: 'Northside Plumbing',
  channel: 'call',
  agentName: 'Ava',
  callerName: null,
  summary: 'Emergency booked for 10:15 p.m.',
  lines: [
    { _key: 'l1', speaker: 'agent', text: 'Thanks for calling Northside Plumbing, this is Ava.', start: 0 },
    { _key: 'l2', speaker: 'caller', text: 'Water is coming through my ceiling.', start: 3 },
    { _key: 'l3', speaker: 'agent', text: 'I can have a technician there by 10:15.', start: 6 },
  ],
  audio: null,
}

const section = (overrides: Partial<SectionOf<'callDemo'>> = {}): SectionOf<'callDemo'> => ({
  _key: 'cd1',
  _type: 'callDemo',
  heading: 'Hear a call at 9:40 p.m.',
  intro: null,
  call,
  ...overrides,
})

const lineStates = () =>
  within(screen.getByRole('list', { name: 'Transcript: Northside Plumbing' }))
    .getAllByRole('listitem')
    .map((item) => `${item.dataset.lineState}${item.className.includes('invisible') ? ' hidden' : ''}`)

describe('CallDemoSection', () => {
  it('renders the whole transcript as text, with who says each line, before any script runs', () => {
    render(<CallDemoSection {...section()} />)
    const figure = screen.getByRole('figure', { name: 'Northside Plumbing' })
    const items = within(figure).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'AvaThanks for calling Northside Plumbing, this is Ava.',
      'CallerWater is coming through my ceiling.',
      'AvaI can have a technician there by 10:15.',
    ])
    expect(screen.getByText('Phone call · with Ava')).toBeTruthy()
    expect(screen.getByText('Emergency booked for 10:15 p.m.')).toBeTruthy()
    // No buttons until the player is loaded: nothing on the page that would do nothing.
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('renders nothing for a call without a business or with fewer than two lines', () => {
    const { container, rerender } = render(<CallDemoSection {...section({ call: { ...call, business: null } })} />)
    expect(container.innerHTML).toBe('')
    rerender(<CallDemoSection {...section({ call: { ...call, lines: call!.lines!.slice(0, 1) } })} />)
    expect(container.innerHTML).toBe('')
  })

  it('loads the player only when the card comes into view, then plays, pauses and replays the call', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
    const { container } = render(<CallDemoSection {...section()} />)
    expect(container.querySelector('[data-call-demo]')?.getAttribute('data-call-demo')).toBe('still')
    await scrollIntoView()
    expect(container.querySelector('[data-call-demo]')?.getAttribute('data-call-demo')).toBe('ready')

    fireEvent.click(screen.getByRole('button', { name: 'Play call' }))
    expect(screen.getByRole('status').textContent).toBe('Playing')
    act(() => vi.advanceTimersByTime(3500))
    expect(lineStates()).toEqual(['said', 'current', 'upcoming hidden'])
    expect(screen.getByText('Phone call · Caller speaking')).toBeTruthy()
    expect(container.querySelector('[data-call-level]')?.getAttribute('data-call-level')).toBe('moving')

    fireEvent.click(screen.getByRole('button', { name: 'Pause call' }))
    expect(screen.getByRole('status').textContent).toBe('Paused')
    act(() => vi.advanceTimersByTime(5000))
    expect(lineStates()).toEqual(['said', 'current', 'upcoming hidden'])
    expect(container.querySelector('[data-call-level]')?.getAttribute('data-call-level')).toBe('still')

    fireEvent.click(screen.getByRole('button', { name: 'Resume call' }))
    act(() => vi.advanceTimersByTime(30_000))
    expect(screen.getByRole('status').textContent).toBe('Call ended')
    expect(lineStates()).toEqual(['said', 'said', 'said'])

    fireEvent.click(screen.getByRole('button', { name: 'Replay call' }))
    act(() => vi.advanceTimersByTime(200))
    expect(lineStates()).toEqual(['current', 'upcoming hidden', 'upcoming hidden'])
    // Replay in the middle of the call starts it over too.
    act(() => vi.advanceTimersByTime(3500))
    expect(lineStates()).toEqual(['said', 'current', 'upcoming hidden'])
    fireEvent.click(screen.getByRole('button', { name: 'Replay call' }))
    act(() => vi.advanceTimersByTime(200))
    expect(lineStates()).toEqual(['current', 'upcoming hidden', 'upcoming hidden'])
  })

  it('under reduced motion keeps every line shown and the level still while it plays', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
    reducedMotion = true
    const { container } = render(<CallDemoSection {...section()} />)
    await scrollIntoView()
    fireEvent.click(screen.getByRole('button', { name: 'Play call' }))
    act(() => vi.advanceTimersByTime(3500))
    expect(lineStates()).toEqual(['said', 'current', 'upcoming'])
    expect(container.querySelector('[data-call-level]')?.getAttribute('data-call-level')).toBe('still')
  })

  it('with a recording, plays it; when it will not play, the transcript plays alone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'))
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(
      <CallDemoSection
        {...section({ call: { ...call, audio: { asset: { url: '/call.mp3', mimeType: 'audio/mpeg' } } } })}
      />,
    )
    await scrollIntoView()
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/call.mp3')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play call' })))
    expect(play).toHaveBeenCalled()
    expect(container.querySelector('audio')).toBeNull()
    act(() => vi.advanceTimersByTime(3500))
    expect(lineStates()).toEqual(['said', 'current', 'upcoming hidden'])
  })
})

describe('HeroSection with a call', () => {
  it('puts the call beside the heading in place of the image', () => {
    render(
      <HeroSection
        _key="h1"
        _type="hero"
        eyebrow={null}
        heading="An AI receptionist that answers every call"
        subheading={null}
        primaryCta={null}
        secondaryCta={null}
        image={{ alt: 'A phone', asset: { _id: 'i', url: '/seed/images/x.webp', width: 10, height: 10, lqip: null } }}
        call={call}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An AI receptionist that answers every call')
    expect(screen.getByRole('figure', { name: 'Northside Plumbing' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'A phone' })).toBeNull()
  })
})
