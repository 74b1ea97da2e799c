import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MARK_COLORS, MARK_CORNER_RADIUS, MARK_VIEWBOX, MARK_WING_PATH } from '@/lib/brand/mark'

describe('the favicon', () => {
  const svg = readFileSync('app/icon.svg', 'utf8')

  it('draws the same mark as the header logo and the home-screen icon', () => {
    expect(svg).toContain(`viewBox="0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}"`)
    expect(svg).toContain(
      `<rect width="${MARK_VIEWBOX}" height="${MARK_VIEWBOX}" rx="${MARK_CORNER_RADIUS}" fill="${MARK_COLORS.background}"/>`,
    )
    expect(svg).toContain(`<path d="${MARK_WING_PATH}" fill="${MARK_COLORS.wing}"/>`)
  })

  it('is self-contained: no style, script or outside reference the site policy would block', () => {
    expect(svg).not.toMatch(/<style|<script|href=|url\(/i)
  })
})
