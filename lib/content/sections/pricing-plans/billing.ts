/**
 * The annual price of a plan, computed from its monthly price: the one price an editor types is the
 * monthly one, and annual billing is that times the months paid (twelve less the months free, the
 * section's "Months free when paid annually"). So the two can never disagree.
 */

/** "$1,497" → { prefix: "$", amount: 1497, decimals: 0, suffix: "" }; null for "Custom" or "Call us". */
export function parsePrice(price: string) {
  const match = /^\s*([^\d\s.,-]*)\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*([^\d\s]*)\s*$/.exec(price)
  if (!match) return null
  const [, prefix = '', whole = '', fraction = '', suffix = ''] = match
  const amount = Number(`${whole.replace(/,/g, '')}${fraction ? `.${fraction}` : ''}`)
  return Number.isFinite(amount) ? { prefix, amount, decimals: fraction.length, suffix } : null
}

export const DEFAULT_FREE_MONTHS = 2

/**
 * The price of twelve months paid at once, written as the monthly price is ("$297" with two months
 * free → "$2,970"); null when the monthly price is not a number or no month is free.
 */
export function annualPrice(monthly: string | null | undefined, freeMonths: number | null | undefined) {
  const free = freeMonths ?? 0
  if (!monthly || !Number.isInteger(free) || free <= 0 || free >= 12) return null
  const parsed = parsePrice(monthly)
  if (!parsed) return null
  const total = parsed.amount * (12 - free)
  const written = total.toLocaleString('en-US', {
    minimumFractionDigits: parsed.decimals && !Number.isInteger(total) ? 2 : 0,
    maximumFractionDigits: parsed.decimals ? 2 : 0,
  })
  return `${parsed.prefix}${written}${parsed.suffix}`
}

/** "two months free" for the switch's label; up to eleven in words, as the site writes numbers. */
export function monthsFreeLabel(freeMonths: number) {
  const words = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven']
  return `${words[freeMonths] ?? freeMonths} ${freeMonths === 1 ? 'month' : 'months'} free`
}

/** What the Studio says about a comparison row whose values do not line up with the plans, or true. */
export function comparisonRowError(values: readonly unknown[] | undefined, planCount: number): string | true {
  if (planCount === 0) return true
  const count = values?.length ?? 0
  if (count !== planCount)
    return `Give one value per plan, in the plans' order: this row has ${count}, the section has ${planCount} plans.`
  return true
}

/** A comparison cell: "yes" is a tick (read as "Included"), "no" or empty a dash ("Not included"), anything else as written. */
export function comparisonCell(value: string | null | undefined) {
  const text = (value ?? '').trim()
  if (/^(yes|✓|included)$/i.test(text)) return { kind: 'included' as const }
  if (text === '' || /^(no|—|-|not included)$/i.test(text)) return { kind: 'excluded' as const }
  return { kind: 'text' as const, text }
}
