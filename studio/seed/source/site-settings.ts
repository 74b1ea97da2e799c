import { type Doc, link, seo } from './builders'

export const AGENCY_NAME = 'Kestrel AI'

export const siteSettings: Doc = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  agencyName: AGENCY_NAME,
  tagline: 'AI agents that answer, book and follow up for small and medium businesses.',
  // The agency's top navigation, item for item (tests/e2e/navigation.spec.ts checks it).
  navigation: [
    { _type: 'navItem', name: 'Home', path: '/', external: false },
    { _type: 'navItem', name: 'AI Agency', path: '/ai-agency', external: false },
    {
      _type: 'navItem',
      name: 'Products',
      path: '/products',
      external: false,
      children: [
        { _type: 'navLink', name: 'AI Voice Chat', path: '/voice-chat', external: false },
        { _type: 'navLink', name: 'AI Receptionist', path: '/ai-receptionist', external: false },
        { _type: 'navLink', name: 'Email Agent', path: '/email-agent', external: false },
        { _type: 'navLink', name: 'Text Agent', path: '/text-agent', external: false },
        { _type: 'navLink', name: 'OutboundAI', path: 'https://outbound.kestrel-ai.com', external: true },
      ],
    },
    { _type: 'navItem', name: 'Pricing', path: '/pricing', external: false },
    {
      _type: 'navItem',
      name: 'Resources',
      path: '/demos',
      external: false,
      children: [
        { _type: 'navLink', name: 'Demos', path: '/demos', external: false },
        { _type: 'navLink', name: 'Agent Marketplace', path: '/agent-marketplace', external: false },
        { _type: 'navLink', name: 'Agent Integrations', path: '/agent-integrations', external: false },
        { _type: 'navLink', name: 'AI Research', path: 'https://research.kestrel-ai.com', external: true },
        { _type: 'navLink', name: 'News', path: '/news', external: false },
        { _type: 'navLink', name: 'Videos', path: 'https://www.youtube.com/@kestrel-ai', external: true },
        { _type: 'navLink', name: 'Podcast', path: 'https://podcast.kestrel-ai.com', external: true },
      ],
    },
  ],
  getStarted: { label: 'Get Started', path: '/trynow', mobilePath: '/contact' },
  copyright: `${AGENCY_NAME}, Inc. All rights reserved.`,
  footerLinks: [link('Terms of Service', '/terms-of-service'), link('Privacy Statement', '/privacy-statement')],
  // Pages the top navigation has no room for.
  footerColumns: [
    {
      _type: 'footerColumn',
      title: 'Company',
      links: [
        link('About', '/about'),
        link('Careers', '/careers'),
        link('Blog', '/blog'),
        link('News', '/news'),
        link('Contact', '/contact'),
      ],
    },
  ],
  socialLinks: [
    { _type: 'socialLink', platform: 'youtube', url: 'https://www.youtube.com/@kestrel-ai' },
    { _type: 'socialLink', platform: 'x', url: 'https://x.com/kestrel_ai' },
    { _type: 'socialLink', platform: 'linkedin', url: 'https://www.linkedin.com/company/kestrel-ai' },
  ],
  // A fictional number: 555-0100 to 555-0199 are reserved for fiction in every North American area code.
  phone: '+1 (212) 555-0147',
  bookingUrl: 'https://cal.com/kestrel-ai/design-consultation',
  bookingEmail: 'hello@kestrel-ai.com',
  closingCta: {
    heading: 'See what an AI agent would do for your business',
    body: 'Book a free 30-minute design consultation. We map one workflow in your business, show you an agent handling it live, and give you a fixed quote. No slides, no obligation.',
    buttonLabel: 'Book your free consultation',
  },
  voiceAssistant: {},
  defaultSeo: seo(
    `${AGENCY_NAME}: AI agents for small and medium businesses`,
    'AI receptionists, voice, email and text agents that answer every customer 24/7, deployed in days at about a tenth of the cost of staffing.',
  ),
}
