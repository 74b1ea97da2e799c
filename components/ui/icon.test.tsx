import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './icon'
import { iconNames } from './icon-names'

describe('Icon', () => {
  it('draws every icon a marketer can pick, each differently, hidden from screen readers', () => {
    const drawings = iconNames.map((name) => {
      const html = renderToStaticMarkup(<Icon name={name} />)
      expect(html).toContain(`data-icon="${name}"`)
      expect(html).toContain('aria-hidden="true"')
      expect(html).toContain('viewBox="0 0 24 24"')
      return html.replace(/data-icon="[^"]*"/, '')
    })
    expect(new Set(drawings).size).toBe(iconNames.length)
  })

  it('draws a neutral glyph for an unknown or missing name', () => {
    expect(renderToStaticMarkup(<Icon name="rocket-ship" />)).toContain('data-icon="fallback"')
    expect(renderToStaticMarkup(<Icon name={null} />)).toContain('data-icon="fallback"')
    expect(renderToStaticMarkup(<Icon name="constructor" />)).toContain('data-icon="fallback"')
  })
})
