// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { TestimonialsSection } from './testimonials-section'

afterEach(cleanup)

const testimonials = (overrides: Partial<SectionOf<'testimonials'>> = {}): SectionOf<'testimonials'> => ({
  _key: 't1',
  _type: 'testimonials',
  heading: 'What owners say',
  intro: null,
  items: [
    {
      _key: 'q1',
      quote: 'We stopped losing weekend leads.',
      name: 'Dana Reyes',
      role: 'Owner',
      company: 'Reyes Auto',
      photo: null,
    },
    { _key: 'q2', quote: 'Setup took a single afternoon.', name: 'Sam Patel', role: null, company: null, photo: null },
  ],
  ...overrides,
})

describe('TestimonialsSection', () => {
  it('shows each quote in a blockquote, captioned with who said it', () => {
    const { container } = render(<TestimonialsSection {...testimonials()} />)
    expect(screen.getByRole('region', { name: 'What owners say' })).toBeTruthy()
    const figures = container.querySelectorAll('li > figure')
    expect(figures).toHaveLength(2)
    expect(figures[0]!.querySelector('blockquote')!.textContent).toBe('We stopped losing weekend leads.')
    const caption = figures[0]!.querySelector('figcaption')!
    expect(caption.textContent).toContain('Dana Reyes')
    expect(caption.textContent).toContain('Owner, Reyes Auto')
  })

  it('leaves out a missing role and company', () => {
    const { container } = render(<TestimonialsSection {...testimonials()} />)
    const figure = container.querySelectorAll('li > figure')[1]!
    expect(figure.querySelector('blockquote')!.textContent).toBe('Setup took a single afternoon.')
    const caption = figure.querySelector('figcaption')!
    expect([...caption.children].map((span) => span.textContent)).toEqual(['Sam Patel'])
    expect(container.innerHTML).not.toContain('null')
  })

  it('renders no list when there are no quotes', () => {
    render(<TestimonialsSection {...testimonials({ items: [] })} />)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the person’s photo beside their name, as decoration (the name is right there)', () => {
    const photo = {
      alt: 'Dana',
      asset: { _id: 'image-dana', url: '/seed/images/avatar-dana-reyes.webp', width: 400, height: 400, lqip: null },
    }
    const base = testimonials()
    const { container } = render(
      <TestimonialsSection {...testimonials({ items: [{ ...base.items![0]!, photo }, base.items![1]!] })} />,
    )
    const [first, second] = container.querySelectorAll('figcaption')
    expect(first!.querySelector('img')!.getAttribute('alt')).toBe('')
    expect(first!.querySelector('img')!.getAttribute('loading')).toBe('lazy')
    expect(second!.querySelector('img')).toBeNull()
  })

  it('lays two quotes out in two columns, not two thirds of a three-column row', () => {
    render(<TestimonialsSection {...testimonials()} />)
    const list = screen.getByRole('list')
    expect(list.className).toContain('lg:grid-cols-2')
    expect(list.className).not.toContain('lg:grid-cols-3')
  })
})
