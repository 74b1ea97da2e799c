// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { PricingPlansSection } from './pricing-plans-section'

afterEach(cleanup)

const pricing = (overrides: Partial<SectionOf<'pricingPlans'>> = {}): SectionOf<'pricingPlans'> => ({
  _key: 'pricing1',
  _type: 'pricingPlans',
  heading: 'Simple pricing',
  intro: null,
  note: 'All prices exclude VAT.',
  annualFreeMonths: null,
  comparisonHeading: null,
  comparison: null,
  plans: [
    {
      _key: 'starter',
      name: 'Starter',
      price: '$297',
      period: 'per month',
      description: 'One agent, one channel.',
      features: ['1 AI agent', 'Email support'],
      ctaLabel: 'Get started',
      ctaHref: '/contact',
      highlighted: false,
    },
    {
      _key: 'growth',
      name: 'Growth',
      price: '$697',
      period: null,
      description: 'Three agents working together.',
      features: ['3 AI agents', 'CRM integration', 'Priority support'],
      ctaLabel: 'Get started',
      ctaHref: 'https://cal.com/kestrel-ai/design-consultation',
      highlighted: true,
    },
  ],
  ...overrides,
})

const planCards = () => screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'))

describe('PricingPlansSection', () => {
  it('shows each plan with name, price, period, description and its features', () => {
    render(<PricingPlansSection {...pricing()} />)
    expect(screen.getByRole('region', { name: 'Simple pricing' })).toBeTruthy()
    const [starter, growth] = planCards()
    expect(within(starter!).getByRole('heading', { level: 3 }).textContent).toBe('Starter')
    expect(starter!.textContent).toContain('$297per month')
    expect(starter!.textContent).toContain('One agent, one channel.')
    const features = within(growth!).getAllByRole('list')[0]!
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 AI agents', 'CRM integration', 'Priority support'])
    expect(features.querySelectorAll('svg[data-icon="check"]')).toHaveLength(3)
  })

  it('marks the highlighted plan "Most popular" in words, and only that one', () => {
    render(<PricingPlansSection {...pricing()} />)
    const [starter, growth] = planCards()
    expect(growth!.textContent).toContain('Most popular')
    expect(starter!.textContent).not.toContain('Most popular')
  })

  it('gives every plan a distinct call-to-action link to its destination', () => {
    render(<PricingPlansSection {...pricing()} />)
    expect(screen.getByRole('link', { name: 'Get started (Starter plan)' }).getAttribute('href')).toBe('/contact')
    const external = screen.getByRole('link', { name: 'Get started (Growth plan) (opens in a new tab)' })
    expect(external.getAttribute('href')).toBe('https://cal.com/kestrel-ai/design-consultation')
    expect(external.getAttribute('target')).toBe('_blank')
  })

  it('shows the note below the plans and leaves out an empty period', () => {
    const { container } = render(<PricingPlansSection {...pricing()} />)
    const note = screen.getByText('All prices exclude VAT.')
    const plans = screen.getAllByRole('list')[0]!
    expect(plans.contains(note)).toBe(false)
    expect(plans.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const [starter, growth] = planCards()
    const price = (card: HTMLElement) => within(card).getByText(/^\$\d+$/).parentElement!
    expect([...price(starter!).children].map((span) => span.textContent)).toEqual(['$297', 'per month'])
    // Growth has no period: its price stands alone.
    expect([...price(growth!).children].map((span) => span.textContent)).toEqual(['$697'])
    expect(growth!.textContent).toContain('Three agents working together.')
    expect(container.innerHTML).not.toContain('null')
  })

  it('names the plans at the second level when the section has no heading (right under the hero), else the third', () => {
    render(<PricingPlansSection {...pricing({ heading: null })} />)
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Starter',
      'H2 Growth',
    ])
    cleanup()
    render(<PricingPlansSection {...pricing()} />)
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Simple pricing',
      'H3 Starter',
      'H3 Growth',
    ])
  })

  it('renders no plan list when there are no plans', () => {
    render(<PricingPlansSection {...pricing({ plans: [], note: null })} />)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('offers Monthly and Annually as two radio buttons, monthly checked, each plan priced both ways from its monthly price', () => {
    const { container } = render(<PricingPlansSection {...pricing({ annualFreeMonths: 2 })} />)
    const group = screen.getByRole('group', { name: 'Billing period' })
    const monthly = within(group).getByRole('radio', { name: 'Monthly' }) as HTMLInputElement
    const annual = within(group).getByRole('radio', { name: 'Annually (two months free)' }) as HTMLInputElement
    expect(monthly.checked).toBe(true)
    expect(annual.checked).toBe(false)
    // The CSS rule that swaps the prices (app/globals.css) keys on these attributes.
    expect(container.querySelector('[data-billing]')!.contains(group)).toBe(true)
    const [starter, growth] = planCards()
    expect(starter!.querySelector('[data-price="monthly"]')!.textContent).toBe('$297per month')
    expect(starter!.querySelector('[data-price="annual"]')!.textContent).toBe('$2,970per year, two months free')
    expect(growth!.querySelector('[data-price="annual"]')!.textContent).toContain('$6,970')
  })

  it('has no switch without months free, nor for plans whose price is not a number', () => {
    render(<PricingPlansSection {...pricing()} />)
    expect(screen.queryByRole('group', { name: 'Billing period' })).toBeNull()
    const custom = pricing({
      annualFreeMonths: 2,
      plans: [{ ...pricing().plans![0]!, _key: 'c', name: 'Enterprise', price: 'Custom', period: null }],
    })
    cleanup()
    const { container } = render(<PricingPlansSection {...custom} />)
    expect(screen.queryByRole('radio')).toBeNull()
    expect(container.querySelector('[data-price]')).toBeNull()
    expect(screen.getByText('Custom')).toBeTruthy()
  })

  it('compares the plans in a table: a column per plan, a row header per feature, ticks and dashes read as words', () => {
    render(
      <PricingPlansSection
        {...pricing({
          comparisonHeading: 'Compare the plans',
          comparison: [
            { _key: 'r1', feature: 'Agents', values: ['1', 'Up to 3'] },
            { _key: 'r2', feature: 'AI Workflow Agent', values: ['no', 'yes'] },
            { _key: 'r3', feature: 'Phone numbers', values: ['1'] },
          ],
        })}
      />,
    )
    const table = screen.getByRole('table', { name: 'Compare the plans' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Starter', 'Growth'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Agents',
      'AI Workflow Agent',
      'Phone numbers',
    ])
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', 'Up to 3'])
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['—Not included', 'Included'])
    // A missing value reads as not included rather than shifting the row.
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', '—Not included'])
  })

  it('puts each plan’s button right under its price and description, above the feature list', () => {
    render(<PricingPlansSection {...pricing()} />)
    const [, growth] = planCards()
    const link = within(growth!).getByRole('link')
    const features = within(growth!).getAllByRole('list')[0]!
    expect(link.compareDocumentPosition(features) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
