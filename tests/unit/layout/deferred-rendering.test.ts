// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFERRED_RENDERING_SCRIPT, RENDER_ALL_ATTRIBUTE } from '@/components/layout/deferred-rendering'

const renderingAll = () => document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)

/** Runs the head script as the browser would, for a document opened by `type` at `url`. */
function openPage(type: string, url = 'https://agency.example/') {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type, name: url } as unknown as PerformanceEntry])
  new Function(DEFERRED_RENDERING_SCRIPT)()
}

function click(href: string) {
  const link = document.createElement('a')
  link.href = href
  link.innerHTML = '<span>Go</span>'
  link.addEventListener('click', (event) => event.preventDefault())
  document.body.append(link)
  link.querySelector('span')!.click()
  link.remove()
}

afterEach(() => {
  document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE)
  vi.restoreAllMocks()
})

describe('deferred rendering head script', () => {
  it('keeps deferral on for a plain visit', () => {
    openPage('navigate')
    expect(renderingAll()).toBe(false)
  })

  it.each(['reload', 'back_forward'])('renders everything on a %s, which restores a scroll position', (type) => {
    openPage(type)
    expect(renderingAll()).toBe(true)
  })

  it('renders everything when the page is opened at a text fragment, which location does not show', () => {
    openPage('navigate', 'https://agency.example/#:~:text=How%20much')
    expect(renderingAll()).toBe(true)
  })

  it('renders everything before a link with a fragment is followed, not before other links', () => {
    openPage('navigate')
    click('/pricing')
    expect(renderingAll()).toBe(false)
    click('/pricing#faq')
    expect(renderingAll()).toBe(true)
  })

  it('renders everything when the history moves (Back within the site)', () => {
    openPage('navigate')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(renderingAll()).toBe(true)
  })
})
