import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon, pathData } from './icon'
import { iconNames } from '../../lib/content/icon-names'

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

  it('draws each icon as a single path', () => {
    for (const name of [...iconNames, 'rocket-ship']) {
      const html = renderToStaticMarkup(<Icon name={name} />)
      expect(html.match(/<(path|rect|circle)\b/g), name).toEqual(['<path'])
    }
  })

  it('turns rectangles and circles into the same outlines, and keeps each subpath where it was drawn', () => {
    expect(pathData(<rect x="3" y="5" width="18" height="14" rx="2" />)).toBe(
      'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2z',
    )
    expect(pathData(<rect x="1" y="2" width="3" height="4" />)).toBe('M1 2h3v4h-3v-4z')
    expect(pathData(<circle cx="12" cy="12" r="9" />)).toBe('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0z')
    // A relative first moveto is from the origin, and so are the relative lines after it: after
    // another subpath, the drawing moves back to the origin first (a lone moveto draws nothing).
    expect(
      pathData(
        <>
          <path d="M3 3h2" />
          <path d="m6 9 6 6" />
        </>,
      ),
    ).toBe('M3 3h2M0 0m6 9 6 6')
    expect(() => pathData(<line x1="0" y1="0" x2="1" y2="1" />)).toThrow(/<line>/)
  })
})
