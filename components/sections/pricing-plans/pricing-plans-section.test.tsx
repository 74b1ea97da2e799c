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

  it('renders no plan list when there are no plans', () => {
    render(<PricingPlansSection {...pricing({ plans: [], note: null })} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
