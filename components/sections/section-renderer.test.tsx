// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SectionRenderer } from './section-renderer'
import type { Section, SectionType } from './types'

// An async Server Component (reads the site settings), which a client render cannot run; tested in its own folder.
// The lead form navigates with the App Router after sending; no router exists in a unit test.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }))
vi.mock('@/components/voice/voice-chat-from-settings', () => ({ VoiceChatFromSettings: () => null }))
// The call-me section's check of the server's configuration is one too (tested in call-me/): configured here.
vi.mock('@/components/sections/call-me/when-calls-configured', () => ({
  WhenCallsConfigured: ({ children }: { children: React.ReactNode }) => children,
}))
// The lead form's agency phone number is one too (tested in lead-form/).
vi.mock('@/components/sections/lead-form/agency-phone', () => ({ AgencyPhone: () => null }))
// The contact form's Server Action runs on the server (the database, the request's headers); here it is only a reference.
vi.mock('@/lib/leads/capture/form-action', () => ({ submitLeadForm: vi.fn() }))

afterEach(cleanup)

const image = {
  alt: 'A phone on a desk',
  asset: { _id: 'image-1', url: '/seed/images/phone.webp', width: 800, height: 600, lqip: null },
}

/** One small section of every type, and a phrase that only that section's component puts on the page. */
const examples: { [K in SectionType]: { section: Extract<Section, { _type: K }>; shows: string } } = {
  hero: {
    section: {
      _key: 'k-hero',
      _type: 'hero',
      eyebrow: null,
      heading: 'Hero heading',
      subheading: null,
      primaryCta: null,
      secondaryCta: null,
      image: null,
      call: null,
    },
    shows: 'Hero heading',
  },
  featureGrid: {
    section: {
      _key: 'k-fg',
      _type: 'featureGrid',
      layout: null,
      heading: 'Features',
      intro: null,
      features: [{ _key: 'f', title: 'Feature title', description: null, icon: 'bolt' }],
    },
    shows: 'Feature title',
  },
  productGrid: {
    section: {
      _key: 'k-pg',
      _type: 'productGrid',
      heading: 'Products',
      intro: null,
      products: [
        {
          _id: 'p',
          name: 'Text Agent',
          slug: 'text-agent',
          path: '/text-agent',
          tagline: null,
          icon: 'message',
          startingPrice: null,
        },
      ],
    },
    shows: 'Learn more about Text Agent',
  },
  stats: {
    section: {
      _key: 'k-st',
      _type: 'stats',
      heading: null,
      intro: null,
      items: [{ _key: 's', value: '98%', label: 'Calls answered', detail: null }],
    },
    shows: '98%',
  },
  steps: {
    section: {
      _key: 'k-steps',
      _type: 'steps',
      collapsed: null,
      heading: 'Steps',
      intro: null,
      steps: [{ _key: 's', title: 'Step title', description: null }],
    },
    shows: 'Step title',
  },
  industries: {
    section: {
      _key: 'k-ind',
      _type: 'industries',
      heading: 'Industries',
      intro: null,
      items: [{ _key: 'i', name: 'Dental clinics', description: null, icon: null, href: null }],
    },
    shows: 'Dental clinics',
  },
  testimonials: {
    section: {
      _key: 'k-t',
      _type: 'testimonials',
      heading: 'Quotes',
      intro: null,
      items: [{ _key: 'q', quote: 'A quote', name: 'Quoted person', role: null, company: null, photo: null }],
    },
    shows: 'Quoted person',
  },
  customerLogos: {
    section: {
      _key: 'k-cl',
      _type: 'customerLogos',
      heading: 'Trusted by',
      intro: null,
      customers: [{ _id: 'customer-a', name: 'Acme Plumbing', logo: null }],
    },
    shows: 'Acme Plumbing',
  },
  caseStudies: {
    section: {
      _key: 'k-cs',
      _type: 'caseStudies',
      heading: 'Results',
      intro: null,
      items: [
        {
          _key: 'c',
          result: '41',
          resultLabel: 'jobs booked',
          summary: null,
          customer: { name: 'Acme Dental', industry: null, logo: null },
          story: null,
        },
      ],
    },
    shows: 'Acme Dental',
  },
  team: {
    section: {
      _key: 'k-team',
      _type: 'team',
      heading: 'Our team',
      intro: null,
      people: [{ _id: 'author-a', name: 'Team member', role: null, bio: null, avatar: null }],
    },
    shows: 'Team member',
  },
  faq: {
    section: {
      _key: 'k-faq',
      _type: 'faq',
      heading: 'FAQ',
      intro: null,
      items: [{ _key: 'q', question: 'A question?', answer: 'An answer.' }],
    },
    shows: 'A question?',
  },
  pricingPlans: {
    section: {
      _key: 'k-pp',
      _type: 'pricingPlans',
      heading: 'Pricing',
      intro: null,
      note: null,
      annualFreeMonths: null,
      comparisonHeading: null,
      comparison: null,
      plans: [
        {
          _key: 'p',
          name: 'Pro',
          price: '$99',
          period: null,
          description: null,
          features: null,
          ctaLabel: null,
          ctaHref: null,
          highlighted: true,
        },
      ],
    },
    shows: 'Most popular',
  },
  logoGrid: {
    section: {
      _key: 'k-lg',
      _type: 'logoGrid',
      heading: 'Logos',
      intro: null,
      items: [{ _key: 'l', name: 'Salesforce', category: null, description: null, href: null, logo: null }],
    },
    shows: 'Salesforce',
  },
  richText: {
    section: {
      _key: 'k-rt',
      _type: 'richText',
      heading: null,
      body: [
        {
          _type: 'block',
          _key: 'b',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 's', text: 'Body text', marks: [] }],
        },
      ],
    },
    shows: 'Body text',
  },
  media: {
    section: {
      _key: 'k-m',
      _type: 'media',
      heading: null,
      kind: 'image',
      videoUrl: null,
      caption: 'Media caption',
      image,
    },
    shows: 'Media caption',
  },
  leadForm: {
    section: {
      _key: 'k-lf',
      _type: 'leadForm',
      heading: 'Contact us',
      intro: null,
      submitLabel: 'Send',
      source: 'contact',
      successPath: '/thank-you',
    },
    shows: 'Contact us',
  },
  jobOpenings: {
    section: {
      _key: 'k-jo',
      _type: 'jobOpenings',
      heading: 'Jobs',
      intro: null,
      emptyMessage: 'No openings today',
      jobs: [],
    },
    shows: 'No openings today',
  },
  voiceChat: {
    section: {
      _key: 'k-vc',
      _type: 'voiceChat',
      heading: 'Talk to our voice agent',
      intro: null,
      note: 'Your microphone is used only during this conversation.',
    },
    shows: 'Your microphone is used only during this conversation.',
  },
  callMe: {
    section: {
      _key: 'k-cm',
      _type: 'callMe',
      heading: 'Have our AI receptionist call you',
      intro: null,
      consentText: 'Kestrel AI will call this number once with an AI agent; the call may be recorded',
      submitLabel: 'Call me now',
    },
    shows: 'Have our AI receptionist call you',
  },
  callDemo: {
    section: {
      _key: 'k-cd',
      _type: 'callDemo',
      heading: 'Hear a call',
      intro: null,
      call: {
        business: 'Northside Plumbing',
        channel: 'call',
        agentName: 'Ava',
        callerName: null,
        summary: null,
        lines: [
          { _key: 'l1', speaker: 'agent', text: 'Northside Plumbing, this is Ava.', start: 0 },
          { _key: 'l2', speaker: 'caller', text: 'Water is coming through my ceiling.', start: 2.5 },
        ],
        audio: null,
      },
    },
    shows: 'Water is coming through my ceiling.',
  },
}

describe('SectionRenderer', () => {
  it.each(Object.values(examples))(
    'renders a $section._type section through its component',
    async ({ section, shows }) => {
      const { container } = render(<SectionRenderer sections={[section]} />)
      // A section with a form renders once the form's chunk has loaded (components/ui/lazy-component.tsx).
      await waitFor(() => expect(container.querySelectorAll('section')).toHaveLength(1))
      expect(container.querySelector('section')!.dataset.section).toBe(section._type)
      expect(container.textContent).toContain(shows)
    },
  )

  it('renders sections in the order the page lists them', () => {
    const { container } = render(
      <SectionRenderer sections={[examples.faq.section, examples.hero.section, examples.stats.section]} />,
    )
    expect([...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'))).toEqual([
      'faq',
      'hero',
      'stats',
    ])
  })

  it('shows an accessible placeholder for an unknown section type in drafts', () => {
    render(<SectionRenderer sections={[{ _key: 'x', _type: 'countdownTimer' }, examples.faq.section]} showUnknown />)
    const note = screen.getByRole('note', { name: 'Unsupported section' })
    expect(note.textContent).toBe('This section type (“countdownTimer”) is not supported yet.')
    expect(screen.getByText('A question?')).toBeTruthy()
  })

  it('renders nothing for an unknown section type by default, and still renders the rest', () => {
    const { container } = render(
      <SectionRenderer sections={[{ _key: 'x', _type: 'countdownTimer' }, examples.faq.section]} />,
    )
    expect(screen.queryByRole('note')).toBeNull()
    expect(container.textContent).not.toContain('countdownTimer')
    expect(container.querySelectorAll('section')).toHaveLength(1)
  })

  it('does not mistake a built-in object property for a section type', () => {
    const { container } = render(<SectionRenderer sections={[{ _key: 'x', _type: 'toString' }]} showUnknown />)
    expect(screen.getByRole('note').textContent).toContain('“toString”')
    expect(container.querySelectorAll('section')).toHaveLength(1)
  })

  it('renders nothing for missing or empty sections', () => {
    expect(render(<SectionRenderer sections={null} />).container.innerHTML).toBe('')
    expect(render(<SectionRenderer sections={[]} showUnknown />).container.innerHTML).toBe('')
    expect(render(<SectionRenderer sections={[null]} showUnknown />).container.innerHTML).toBe('')
  })
})
