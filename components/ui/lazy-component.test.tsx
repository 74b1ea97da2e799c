// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyComponent } from './lazy-component'

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello, {name}</button>
}

async function html(element: React.ReactNode) {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('lazyComponent', () => {
  it('is rendered into the HTML by the server, once its chunk has loaded', async () => {
    const Lazy = lazyComponent(async () => Greeting)
    expect(await html(<Lazy name="Ada" />)).toContain('Hello, <!-- -->Ada</button>')
  })

  it('hydrates that HTML without a mismatch once its chunk arrives in the browser', async () => {
    const Server = lazyComponent(async () => Greeting)
    const container = document.createElement('div')
    container.innerHTML = await html(<Server name="Ada" />)
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
