import { describe, expect, it } from 'vitest'
import {
  annualPrice,
  comparisonCell,
  comparisonRowError,
  monthsFreeLabel,
  parsePrice,
} from '@/lib/content/sections/pricing-plans/billing'

describe('annualPrice', () => {
  it('is the monthly price times twelve less the months free, written as the monthly price is', () => {
    expect(annualPrice('$297', 2)).toBe('$2,970')
    expect(annualPrice('$697', 2)).toBe('$6,970')
    expect(annualPrice('$1,497', 2)).toBe('$14,970')
    expect(annualPrice('€49', 1)).toBe('€539')
    expect(annualPrice('$19.99', 2)).toBe('$199.90')
    expect(annualPrice('$20.00', 2)).toBe('$200')
    expect(annualPrice('450 kr', 2)).toBe('4,500kr')
  })

  it('has no annual price for a price that is not a number, or without months free', () => {
    expect(annualPrice('Custom', 2)).toBeNull()
    expect(annualPrice('Call us', 2)).toBeNull()
    expect(annualPrice('', 2)).toBeNull()
    expect(annualPrice(null, 2)).toBeNull()
    expect(annualPrice('$297', null)).toBeNull()
    expect(annualPrice('$297', 0)).toBeNull()
    expect(annualPrice('$297', 12)).toBeNull()
    expect(annualPrice('$297', 1.5)).toBeNull()
  })

  it('reads thousands separators only where they belong', () => {
    expect(parsePrice('$1,497')).toEqual({ prefix: '$', amount: 1497, decimals: 0, suffix: '' })
    expect(parsePrice('$14,97')).toBeNull()
    expect(parsePrice('$1,4970')).toBeNull()
  })
})

describe('the switch and the comparison table', () => {
  it('says how many months are free in words', () => {
    expect(monthsFreeLabel(2)).toBe('two months free')
    expect(monthsFreeLabel(1)).toBe('one month free')
  })

  it('asks for one value per plan in a comparison row', () => {
    expect(comparisonRowError(['1', '3', '7'], 3)).toBe(true)
    expect(comparisonRowError(['1', '3'], 3)).toBe(
      "Give one value per plan, in the plans' order: this row has 2, the section has 3 plans.",
    )
    expect(comparisonRowError(undefined, 2)).toMatch(/this row has 0/)
  })

  it('reads "yes" as a tick, "no" or nothing as a dash and anything else as written', () => {
    expect(comparisonCell('yes')).toEqual({ kind: 'included' })
    expect(comparisonCell('Yes')).toEqual({ kind: 'included' })
    expect(comparisonCell('no')).toEqual({ kind: 'excluded' })
    expect(comparisonCell('')).toEqual({ kind: 'excluded' })
    expect(comparisonCell(null)).toEqual({ kind: 'excluded' })
    expect(comparisonCell('Up to 3')).toEqual({ kind: 'text', text: 'Up to 3' })
  })
})
