// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_SCRIPT, listenForPresses } from './early-press'

/** A button on the page, named as a component names it. */
function button(name?: string) {
  const element = document.createElement('button')
  if (name) element.setAttribute('data-early-press', name)
  document.body.append(element)
  return element
}

describe('presses before the code that answers them listens', () => {
  afterEach(() => {
    document.body.replaceChildren()
    vi.useRealTimers()
  })

  it('without the head script (a unit test, an old cached page), listening hands over nothing', () => {
    const onPress = vi.fn()
    const stop = listenForPresses('menu', onPress)
    stop()
    expect(onPress).not.toHaveBeenCalled()
  })

  describe('with the head script', () => {
    beforeAll(() => {
      // As the site's <head> runs it: a static string evaluated once per page.
      window.eval(EARLY_PRESS_SCRIPT)
    })

    it('reads the attribute the buttons carry', () => {
      expect(EARLY_PRESS_ATTRIBUTE).toBe('data-early-press')
    })

    it('a press made before anyone listens is handed to the listener a task later, with its button', async () => {
      vi.useFakeTimers()
      const start = button('voice-start')
      start.click()
      const onPress = vi.fn()
      const stop = listenForPresses('voice-start', onPress)
      // Not at once: React may first deliver the same click to the button it has just hydrated.
      expect(onPress).not.toHaveBeenCalled()
      await vi.runAllTimersAsync()
      expect(onPress).toHaveBeenCalledTimes(1)
      expect(onPress).toHaveBeenCalledWith(start)
      stop()
    })

    it('a press while the listener listens is left to the button; nothing is handed over later', async () => {
      vi.useFakeTimers()
      const onPress = vi.fn()
      const stop = listenForPresses('menu', onPress)
      button('menu').click()
      stop()
      const again = vi.fn()
      const stopAgain = listenForPresses('menu', again)
      await vi.runAllTimersAsync()
      expect(onPress).not.toHaveBeenCalled()
      expect(again).not.toHaveBeenCalled()
      stopAgain()
    })

    it('a listener stopped before the hand-over (a development remount) still gets the press, once', async () => {
      vi.useFakeTimers()
      const chat = button('open-chat')
      chat.click()
      const onPress = vi.fn()
      listenForPresses('open-chat', onPress)()
      const stop = listenForPresses('open-chat', onPress)
      await vi.runAllTimersAsync()
      expect(onPress.mock.calls).toEqual([[chat]])
      stop()
    })

    it('keeps a press per name, the last one, and ignores buttons that name nothing', async () => {
      vi.useFakeTimers()
      const inner = document.createElement('span')
      const first = button('booking')
      const last = button('booking')
      last.append(inner)
      first.click()
      // A press on what is inside the button counts for the button.
      inner.click()
      button().click()
      const booking = vi.fn()
      const other = vi.fn()
      const stops = [listenForPresses('booking', booking), listenForPresses('other', other)]
      await vi.runAllTimersAsync()
      expect(booking.mock.calls).toEqual([[last]])
      expect(other).not.toHaveBeenCalled()
      for (const stop of stops) stop()
    })
  })
})
