// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { ProductGridSection } from './product-grid-section'

afterEach(cleanup)

type Product = NonNullable<SectionOf<'productGrid'>['products']>[number]

const receptionist: Product = {
  _id: 'product-receptionist',
  name: 'AI Receptionist',
  slug: 'ai-receptionist',
  path: '/ai-receptionist',
  tagline: 'Answers every call, day and night.',
  icon: 'headset',
  startingPrice: '$297/month',
}
const emailAgent: Product = {
  _id: 'product-email',
  name: 'Email Agent',
  slug: 'email-agent',
  path: '/email-agent',
  tagline: 'Replies to enquiries in minutes.',
  icon: 'mail',
  startingPrice: null,
}

const grid = (products: SectionOf<'productGrid'>['products']): SectionOf<'productGrid'> => ({
  _key: 'products1',
  _type: 'productGrid',
  heading: 'Our agents',
  intro: 'Pick one agent or combine several.',
  products,
})

describe('ProductGridSection', () => {
  it('shows a card per product with name, tagline and a "Learn more" link to its page', () => {
    render(<ProductGridSection {...grid([receptionist, emailAgent])} />)
    expect(screen.getByRole('region', { name: 'Our agents' })).toBeTruthy()
    expect(screen.getByText('Pick one agent or combine several.')).toBeTruthy()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'AI Receptionist',
      'Email Agent',
    ])
    expect(screen.getByText('Answers every call, day and night.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Learn more about AI Receptionist' })
    expect(link.getAttribute('href')).toBe('/ai-receptionist')
    expect(link.getAttribute('target')).toBeNull()
  })

  it('shows "From <price>" only for products that have a starting price', () => {
    render(<ProductGridSection {...grid([receptionist, emailAgent])} />)
    const [withPrice, withoutPrice] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(withPrice!.textContent).toContain('From $297/month')
    // The card without a price still shows everything else the editor entered, and nothing in its place.
    expect(within(withoutPrice!).getByRole('heading', { level: 3 }).textContent).toBe('Email Agent')
    expect(within(withoutPrice!).getByRole('link', { name: 'Learn more about Email Agent' }).getAttribute('href')).toBe(
      '/email-agent',
    )
    expect(withoutPrice!.textContent).toBe('Email AgentReplies to enquiries in minutes.Learn more about Email Agent→')
    expect(withoutPrice!.textContent).not.toContain('null')
  })

  it('skips references to deleted products', () => {
    // A dangling reference dereferences to null at run time, which the generated type does not model.
    const products = [null, receptionist] as unknown as SectionOf<'productGrid'>['products']
    render(<ProductGridSection {...grid(products)} />)
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1)
  })

  it('renders no list when no product is left', () => {
    render(<ProductGridSection {...grid(null)} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
