// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAGMENT_LANDING_SCRIPT } from '@/components/layout/fragment-landing'

/** The ResizeObserver the script makes: `resize()` plays the document growing. */
let observers: { callback: () => void; disconnected: boolean }[] = []
const resize = () => observers.filter((o) => !o.disconnected).forEach((o) => o.callback())

/** Runs the head script as the browser would, for a document opened by `type` at `url`. */
function openPage(type: string, url: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type, name: url } as unknown as PerformanceEntry])
  const { pathname, hash } = new URL(url)
  window.history.replaceState(null, '', pathname + hash)
  new Function(FRAGMENT_LANDING_SCRIPT)()
}

function target(id: string) {
  const element = document.createElement('h2')
  element.id = id
  element.scrollIntoView = vi.fn()
  document.body.append(element)
  return element.scrollIntoView as ReturnType<typeof vi.fn>
}

beforeEach(() => {
  observers = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: { callback: () => void; disconnected: boolean }
      constructor(callback: () => void) {
        this.entry = { callback, disconnected: false }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true
      }
    },
  )
})

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('fragment landing head script', () => {
  it('on a fresh visit at a fragment, puts the target back at the top each time the page grows', () => {
    openPage('navigate', 'http://localhost/#faq-heading')
    const scroll = target('faq-heading')
    resize()
    resize()
    expect(scroll).toHaveBeenCalledTimes(2)
    expect(scroll).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' })
  })

  it('finds a target whose id the address encodes', () => {
    openPage('navigate', 'http://localhost/#pr%C3%A9cis')
    const scroll = target('précis')
    resize()
    expect(scroll).toHaveBeenCalledTimes(1)
  })

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])('stops once the visitor acts (%s)', (type) => {
    openPage('navigate', 'http://localhost/#faq-heading')
    const scroll = target('faq-heading')
    window.dispatchEvent(new Event(type))
    resize()
    expect(scroll).not.toHaveBeenCalled()
  })

  it.each(['reload', 'back_forward'])('leaves a %s alone: the browser restores where the visitor was', (type) => {
    openPage(type, 'http://localhost/#faq-heading')
    expect(observers).toHaveLength(0)
  })

  it('does nothing without a fragment', () => {
    openPage('navigate', 'http://localhost/pricing')
    expect(observers).toHaveLength(0)
  })
})
