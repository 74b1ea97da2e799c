import { defineField, defineType } from 'sanity'

export const customerType = defineType({
  name: 'customer',
  title: 'Customer',
  type: 'document',
  description:
    'A business that runs Kestrel AI agents, shown in customer logo strips and case studies. Only with the customer’s permission to use its name and logo. The customers in the seed dataset are fictional, like the rest of the seed: replace them with real ones before launch.',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'As the business writes it, for example "Bayview Family Dental".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'industry',
      title: 'Industry and place',
      type: 'string',
      description: 'For example "Family dental practice, Portland, OR". Shown under the name on case studies.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'imageWithAlt',
      description:
        'An SVG, or a PNG at least 320 px wide, on a transparent background, in one dark colour: the site shows logos in grey and turns them white in the dark theme. The alternative text is the customer’s name. The seed’s logos are drawn by scripts/seed-images and belong to no real business.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'industry', media: 'logo' } },
})
