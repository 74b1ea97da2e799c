/**
 * How many columns a grid of cards gets from its number of cards, so that no row ends with one
 * card alone under a full row (an "orphan"): 7 products are 4 + 3, 4 features 2 + 2 or one row of
 * 4, 2 quotes two columns rather than two thirds of a three-column row. Where every column count
 * would leave one card alone, the last card spans the row.
 *
 * Tailwind finds classes by reading the source, so every class is written out in full below.
 */

const LG_COLUMNS = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const
const LG_SPAN = { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3', 4: 'lg:col-span-4' } as const
/** A grid narrower than the page when its few cards would otherwise stretch across it. */
const WIDTH = { 1: 'mx-auto max-w-3xl', 2: 'mx-auto max-w-4xl', 3: '', 4: '' } as const

export type Columns = 1 | 2 | 3 | 4

/** The wide-screen column count for `count` cards, at most `max`: no orphan, fewest rows, fullest last row. */
export function columnsFor(count: number, max: Columns = 3): Columns {
  if (count <= 1) return 1
  const candidates = ([2, 3, 4] as const).filter((c) => c <= max && c <= count)
  const score = (c: number) => {
    const rest = count % c
    const orphan = rest === 1 ? 1 : 0
    const rows = Math.ceil(count / c)
    const gaps = rest === 0 ? 0 : c - rest
    return orphan * 1000 + rows * 10 + gaps
  }
  return candidates.reduce((best, c) => (score(c) < score(best) ? c : best), candidates[0]!)
}

/**
 * On phones, a row of cards that scrolls sideways (one card's height instead of a stack), for
 * quotes and case studies; from `sm` the grid. The list must be reachable by keyboard: give it
 * tabIndex 0 and a name unless its cards hold links.
 */
export const PHONE_SCROLLER = {
  list: 'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-3',
  item: 'max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-center',
} as const

/** The list's and each card's classes for `count` cards: two columns from `sm`, `columnsFor` from `lg`. */
export function gridLayout(count: number, max: Columns = 3) {
  const lg = columnsFor(count, max)
  const list = count <= 1 ? `grid ${WIDTH[1]}` : `grid sm:grid-cols-2 ${LG_COLUMNS[lg]} ${WIDTH[lg]}`.trim()
  const item = (index: number) => {
    if (count <= 1 || index !== count - 1) return ''
    const classes: string[] = []
    const smAlone = count % 2 === 1
    if (smAlone) classes.push('sm:col-span-2')
    if (count % lg === 1) classes.push(LG_SPAN[lg])
    else if (smAlone) classes.push(LG_SPAN[1])
    return classes.join(' ')
  }
  return { columns: lg, list, item }
}
