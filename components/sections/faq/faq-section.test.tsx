// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionOf } from '../types'
import { FaqSection } from './faq-section'

afterEach(cleanup)

const faq = (overrides: Partial<SectionOf<'faq'>> = {}): SectionOf<'faq'> => ({
  _key: 'faq1',
  _type: 'faq',
  heading: 'Frequently asked questions',
  intro: 'Still unsure? Ask Michael.',
  items: [
    {
      _key: 'a',
      question: 'How long does setup take?',
      answer: 'Most agents go live within two weeks.\n\nComplex integrations can take a little longer.',
    },
    { _key: 'b', question: 'Can I keep my phone number?', answer: 'Yes.' },
  ],
  ...overrides,
})

describe('FaqSection', () => {
  it('puts each question in the summary of a closed <details>', () => {
    const { container } = render(<FaqSection {...faq()} />)
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeTruthy()
    const details = container.querySelectorAll('details')
    expect(details).toHaveLength(2)
    expect(details[0]!.querySelector('summary')!.textContent).toBe('How long does setup take?')
    expect(details[0]!.open).toBe(false)
  })

  it('splits an answer into paragraphs on blank lines', () => {
    const { container } = render(<FaqSection {...faq()} />)
    const paragraphs = [...container.querySelectorAll('details')[0]!.querySelectorAll('p')].map((p) => p.textContent)
    expect(paragraphs).toEqual([
      'Most agents go live within two weeks.',
      'Complex integrations can take a little longer.',
    ])
  })

  it('ships no script: the answers open natively', () => {
    const { container } = render(<FaqSection {...faq()} />)
    expect(container.querySelector('button, script')).toBeNull()
  })

  it('renders no question list when there are no questions', () => {
    const { container } = render(<FaqSection {...faq({ items: [] })} />)
    expect(container.querySelector('details')).toBeNull()
    expect(container.querySelector('h2')!.nextElementSibling!.textContent).toBe('Still unsure? Ask Michael.')
    // The heading and the intro, and no empty list after them.
    expect(container.querySelector('section > div')!.children).toHaveLength(2)
  })
})
