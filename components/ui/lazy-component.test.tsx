// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToReadableStream } from 'react-dom/server.browser'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyComponent } from './lazy-component'

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello, {name}</button>
}

/** The HTML as a server that sends it once the page's shell is ready (Next streams it so) writes it. */
async function html(element: React.ReactNode) {
  const stream = await renderToReadableStream(element)
  return new Response(stream).text()
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('lazyComponent', () => {
  it("is written into the page's HTML in its place, once its chunk has loaded on the server", async () => {
    const Lazy = lazyComponent(async () => Greeting)
    const page = await html(
      <main>
        <Lazy name="Ada" />
      </main>,
    )
    // In place, not streamed later into a hidden element for a script to move (which a visitor
    // without JavaScript would never see).
    expect(page).toBe('<main><button type="button">Hello, <!-- -->Ada</button></main>')
  })

  it('hydrates that HTML in place, without a mismatch, once its chunk arrives in the browser', async () => {
    const Server = lazyComponent(async () => Greeting)
    const container = document.createElement('main')
    container.innerHTML = (await html(<Server name="Ada" />)).replace(/^<main>|<\/main>$/g, '')
    document.body.append(container)
    const button = container.querySelector('button')

    let arrive: (component: typeof Greeting) => void = () => {}
    const Browser = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)))
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Browser name="Ada" />, { onRecoverableError: (error) => errors.push(error) })
    })
    // Until the chunk arrives, the server's HTML stays as it is.
    expect(container.querySelector('button')).toBe(button)
    await act(async () => arrive(Greeting))
    expect(errors).toEqual([])
    // Hydrated in place: the same element, not a client re-render.
    expect(container.querySelector('button')).toBe(button)
    expect(button?.textContent).toBe('Hello, Ada')
  })
})
