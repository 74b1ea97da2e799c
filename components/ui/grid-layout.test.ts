import { describe, expect, it } from 'vitest'
import { columnsFor, gridLayout } from './grid-layout'

/** The cards on each row of a grid of `count` cards in `columns` columns, the last card widened as told. */
function rows(count: number, columns: number, lastSpans: boolean) {
  const out: number[] = []
  let filled = columns
  for (let i = 0; i < count; i++) {
    const wide = lastSpans && i === count - 1
    if (filled >= columns || wide) {
      out.push(0)
      filled = 0
    }
    out[out.length - 1]! += 1
    filled += wide ? columns : 1
  }
  return out
}

describe('columnsFor', () => {
  it('puts seven products in rows of four and three, not three, three and one', () => {
    expect(columnsFor(7, 4)).toBe(4)
  })

  it('gives two cards two columns and four cards two rows of two (at most three columns)', () => {
    expect(columnsFor(2)).toBe(2)
    expect(columnsFor(4)).toBe(2)
    expect(columnsFor(3)).toBe(3)
    expect(columnsFor(6)).toBe(3)
    expect(columnsFor(5)).toBe(3)
    expect(columnsFor(1)).toBe(1)
    expect(columnsFor(0)).toBe(1)
  })

  it('never leaves one card alone under a full row when another column count avoids it', () => {
    for (let count = 2; count <= 24; count++) {
      for (const max of [2, 3, 4] as const) {
        const columns = columnsFor(count, max)
        expect(columns).toBeLessThanOrEqual(max)
        const avoidable = [2, 3, 4].some((c) => c <= max && c <= count && count % c !== 1)
        if (avoidable) expect(count % columns, `${count} cards, at most ${max} columns`).not.toBe(1)
      }
    }
  })
})

describe('gridLayout', () => {
  it('widens the last card to the row where it would stand alone, on tablets and on wide screens', () => {
    // Seven cards, at most three columns: 3 + 3 + 1 at any count, so the last spans the row.
    const seven = gridLayout(7)
    expect(seven.columns).toBe(3)
    expect(seven.item(6).split(' ').sort()).toEqual(['lg:col-span-3', 'sm:col-span-2'])
    expect(seven.item(5)).toBe('')
    for (const [count, max] of [
      [3, 3],
      [5, 3],
      [7, 3],
      [7, 4],
      [9, 4],
    ] as const) {
      const layout = gridLayout(count, max)
      const last = layout.item(count - 1)
      const tablet = rows(count, 2, last.includes('sm:col-span-2'))
      const wide = rows(count, layout.columns, new RegExp(`lg:col-span-${layout.columns}`).test(last))
      for (const [name, cards, columns, wideLast] of [
        ['tablet', tablet, 2, last.includes('sm:col-span-2')],
        ['wide', wide, layout.columns, new RegExp(`lg:col-span-${layout.columns}`).test(last)],
      ] as const) {
        // A last row of one card is allowed only when that card spans the row.
        if (cards.length > 1 && cards.at(-1) === 1 && columns > 1) expect(wideLast, `${count} ${name}`).toBe(true)
      }
    }
  })

  it('undoes the tablet span on wide screens when the last card has company there', () => {
    // Five cards: 2 + 2 + 1 on tablets (the last spans), 3 + 2 on wide screens (it does not).
    const five = gridLayout(5)
    expect(five.list).toContain('lg:grid-cols-3')
    expect(five.item(4).split(' ').sort()).toEqual(['lg:col-span-1', 'sm:col-span-2'])
  })

  it('keeps one card, or two, in a narrower centred grid', () => {
    expect(gridLayout(1).list).toBe('grid mx-auto max-w-3xl')
    expect(gridLayout(1).item(0)).toBe('')
    expect(gridLayout(2).list).toBe('grid sm:grid-cols-2 lg:grid-cols-2 mx-auto max-w-4xl')
    expect(gridLayout(2).item(1)).toBe('')
  })
})
