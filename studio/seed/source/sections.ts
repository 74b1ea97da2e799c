import { image, link, ref } from './builders'
import { DEFAULT_CALL_ME_CONSENT } from '../../../lib/voice/call-me/messages'

/** Section builders shared by the page sources: plain tuples in, schema-shaped sections out. */

export type Pair = [string, string]
export type Feature = [title: string, description: string, icon: string]
export type Stat = [value: string, label: string, detail?: string]
/** `businessName` and `terms` are for Michael: how he names such a business and recognises it. */
export type Industry = {
  name: string
  description: string
  icon: string
  href?: string
  businessName?: string
  terms?: string[]
}
export type Quote = { quote: string; name: string; role: string; company: string }

export const hero = (fields: {
  eyebrow?: string
  heading: string
  subheading: string
  primaryCta?: ReturnType<typeof link>
  secondaryCta?: ReturnType<typeof link>
  /** A conversation from calls.ts, played beside the heading. */
  call?: Record<string, unknown>
}) => ({ _type: 'hero', ...fields })

/** `list`: the compact list beside the heading (the Studio's "List beside the heading"). */
export const featureGrid = (
  heading: string,
  intro: string,
  features: Feature[],
  layout: 'cards' | 'list' = 'cards',
) => ({
  _type: 'featureGrid',
  heading,
  intro,
  layout,
  features: features.map(([title, description, icon]) => ({ _type: 'feature', title, description, icon })),
})

export const stats = (heading: string, intro: string, items: Stat[]) => ({
  _type: 'stats',
  heading,
  intro,
  items: items.map(([value, label, detail]) => ({ _type: 'stat', value, label, detail })),
})

/** `collapsed`: folded under its heading (a disclosure), for secondary detail. */
export const steps = (heading: string, intro: string, items: Pair[], { collapsed = false } = {}) => ({
  _type: 'steps',
  heading,
  intro,
  collapsed,
  steps: items.map(([title, description]) => ({ _type: 'step', title, description })),
})

export const industries = (heading: string, intro: string, items: Industry[]) => ({
  _type: 'industries',
  heading,
  intro,
  items: items.map((item) => ({ _type: 'industry', ...item })),
})

/** The portrait scripts/seed-images draws for a quoted person: avatar-<first-last>.webp. */
export const portrait = (name: string) => image(`avatar-${name.toLowerCase().replace(/[^a-z]+/g, '-')}.webp`, '')

export const testimonials = (heading: string, intro: string, items: Quote[]) => ({
  _type: 'testimonials',
  heading,
  intro,
  items: items.map((item) => ({ _type: 'testimonial', ...item, photo: portrait(item.name) })),
})

/** A question, its answer and, optionally, other ways visitors ask it (Michael reads those). */
export type Question = [question: string, answer: string, alternateQuestions?: string[]]

export const faq = (heading: string, intro: string, items: Question[]) => ({
  _type: 'faq',
  heading,
  intro,
  items: items.map(([question, answer, alternateQuestions]) => ({
    _type: 'faqItem',
    question,
    answer,
    ...(alternateQuestions ? { alternateQuestions } : {}),
  })),
})

export const productGrid = (heading: string, intro: string, slugs: string[]) => ({
  _type: 'productGrid',
  heading,
  intro,
  products: slugs.map((slug) => ref(`product-${slug}`)),
})

/** "Have the AI receptionist call me": the consent is the Studio's default unless a page says otherwise. */
export const callMe = (heading: string, intro: string) => ({
  _type: 'callMe',
  heading,
  intro,
  consentText: DEFAULT_CALL_ME_CONSENT,
  submitLabel: 'Call me now',
})
