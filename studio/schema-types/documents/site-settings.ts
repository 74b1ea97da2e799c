import { defineArrayMember, defineField, defineType } from 'sanity'
import { PHONE_MAX_LENGTH, toE164 } from '../../../lib/phone/phone-number'

export const siteSettingsType = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'navigation', title: 'Navigation' },
    { name: 'footer', title: 'Footer' },
    { name: 'conversion', title: 'Booking & call to action' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'agencyName',
      title: 'Agency name',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'imageWithAlt',
      group: 'brand',
      description: 'Optional. Without a logo the agency name is shown.',
    }),
    defineField({
      name: 'navigation',
      title: 'Top navigation',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'navItem' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'getStarted',
      title: '"Get Started" button',
      type: 'object',
      group: 'navigation',
      description: 'The button at the end of the navigation. On small screens it links to the mobile path instead.',
      fields: [
        defineField({ name: 'label', type: 'string', title: 'Label', validation: (rule) => rule.required().max(24) }),
        defineField({ name: 'path', type: 'string', title: 'Path', validation: (rule) => rule.required() }),
        defineField({
          name: 'mobilePath',
          type: 'string',
          title: 'Path on small screens',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      group: 'footer',
      description: 'The year is added automatically.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'footerLinks',
      title: 'Footer links',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'link' })],
    }),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      group: 'footer',
      description:
        'Columns of links after the navigation in the footer (for example Company: About, Careers, Blog, News, Contact).',
      of: [
        defineArrayMember({
          name: 'footerColumn',
          title: 'Column',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [defineArrayMember({ type: 'link' })],
              validation: (rule) => rule.required().min(1).max(8),
            }),
          ],
          preview: {
            select: { title: 'title', links: 'links' },
            prepare: ({ title, links }) => ({ title, subtitle: `${links?.length ?? 0} links` }),
          },
        }),
      ],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      group: 'conversion',
      description:
        'The agency’s phone number, written as visitors should read it, with the country code (for example +1 (212) 555-0147). Shown beside the contact forms and in the footer, as a link that dials it. Empty: no number is shown.',
      validation: (rule) =>
        rule
          .max(PHONE_MAX_LENGTH)
          .custom((value) =>
            value === undefined || toE164(value) !== undefined
              ? true
              : 'Not a phone number that can be dialled: write it with its country code, for example +1 (212) 555-0147',
          ),
    }),
    defineField({
      name: 'bookingUrl',
      title: 'Booking link',
      type: 'url',
      group: 'conversion',
      description:
        'Scheduling page for the free 30-minute consultation (Calendly, Cal.com, HubSpot…). Shown embedded in the booking dialog. Empty: the dialog offers the contact page.',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'bookingEmail',
      title: 'Booking email address',
      type: 'string',
      group: 'conversion',
      description:
        'Offered in the booking dialog when the calendar cannot load (an ad blocker, a company firewall, the provider down), beside the direct booking link and the contact form.',
      validation: (rule) => rule.email(),
    }),
    defineField({
      name: 'closingCta',
      title: 'Closing call to action',
      type: 'object',
      group: 'conversion',
      description: 'The block at the bottom of every page.',
      fields: [
        defineField({
          name: 'heading',
          type: 'string',
          title: 'Heading',
          validation: (rule) => rule.required().max(90),
        }),
        defineField({ name: 'body', type: 'text', rows: 3, title: 'Text', validation: (rule) => rule.max(300) }),
        defineField({
          name: 'buttonLabel',
          type: 'string',
          title: 'Button label',
          validation: (rule) => rule.required().max(40),
        }),
      ],
    }),
    defineField({
      name: 'voiceAssistant',
      title: 'Voice assistant',
      type: 'object',
      group: 'conversion',
      description: 'The hosted voice assistant visitors talk to in the browser. Set an assistant id or a squad id.',
      fields: [
        defineField({ name: 'assistantId', type: 'string', title: 'Assistant id' }),
        defineField({ name: 'squadId', type: 'string', title: 'Squad id' }),
        defineField({
          name: 'callMeAssistantId',
          type: 'string',
          title: 'Assistant id for "call me" demos',
          description:
            'The Vapi assistant that phones a visitor who asks for a call (the "Call me" section). It can use {{firstName}} and {{business}} in its prompt. Calls also need VAPI_PRIVATE_KEY and VAPI_PHONE_NUMBER_ID on the server: without them the section is not shown (docs/voice.md).',
        }),
      ],
    }),
    defineField({ name: 'defaultSeo', title: 'Default SEO', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { title: 'agencyName' },
    prepare: ({ title }) => ({ title: title ?? 'Site settings', subtitle: 'Navigation, footer, phone, booking' }),
  },
})
