// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { THEME_SCRIPT } from '@/components/layout/theme-script'

const root = () => document.documentElement

function runScript() {
  // The script runs as an inline <script> in <head>; eval in page scope is the same thing.
  new Function(THEME_SCRIPT)()
}

function prefersDark(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') && matches }))
}

afterEach(() => {
  localStorage.clear()
  root().className = 'dark'
  root().removeAttribute('style')
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('theme script (runs before first paint)', () => {
  it('keeps the dark default when nothing is stored', () => {
    runScript()
    expect(root().classList.contains('dark')).toBe(true)
    expect(root().style.colorScheme).toBe('dark')
  })

  it("applies a stored 'light' theme", () => {
    localStorage.setItem('vite-ui-theme', 'light')
    runScript()
    expect(root().classList.contains('dark')).toBe(false)
    expect(root().style.colorScheme).toBe('light')
  })

  it("follows the operating system for 'system'", () => {
    localStorage.setItem('vite-ui-theme', 'system')
    prefersDark(false)
    runScript()
    expect(root().classList.contains('dark')).toBe(false)
    prefersDark(true)
    runScript()
    expect(root().classList.contains('dark')).toBe(true)
  })

  it('ignores an unknown stored value and keeps dark', () => {
    localStorage.setItem('vite-ui-theme', 'sepia')
    runScript()
    expect(root().classList.contains('dark')).toBe(true)
  })

  it('keeps dark when storage throws (blocked cookies)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(runScript).not.toThrow()
    expect(root().classList.contains('dark')).toBe(true)
  })

  it('leaves other classes on <html> alone', () => {
    root().className = 'font-var dark'
    localStorage.setItem('vite-ui-theme', 'light')
    runScript()
    expect(root().className).toBe('font-var')
  })
})
