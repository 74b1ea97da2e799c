import { defineArrayMember, defineField, defineType } from 'sanity'
import { industryVocabularyFields } from '../../../lib/content/sections/industries/vocabulary-fields'

/** Michael: what the chat assistant says and how it behaves. A singleton. */
export const chatAssistantType = defineType({
  name: 'chatAssistant',
  title: 'Michael (chat assistant)',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Assistant name',
      type: 'string',
      initialValue: 'Michael',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'greeting',
      title: 'Greeting',
      type: 'text',
      rows: 2,
      description: 'The first message a visitor sees.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'systemPrompt',
      title: 'System prompt',
      type: 'text',
      rows: 14,
      description:
        'Instructions for the language model. Products, pricing and FAQ are added from the CMS automatically.',
      validation: (rule) => rule.required().min(50).max(8000),
    }),
    defineField({
      name: 'discoveryQuestions',
      title: 'Discovery questions',
      type: 'array',
      description: 'Asked one at a time to understand the visitor’s business.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.min(1).max(10),
    }),
    defineField({
      name: 'topics',
      title: 'Topics beyond the products',
      type: 'array',
      description:
        'Subjects Michael may discuss besides the products, in the words visitors use ("pricing", "setup", "integrations", "data security"). A message about one of them, a product or an industry is never refused as off-topic.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(60) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique().max(200),
    }),
    defineField({
      name: 'industries',
      title: 'Other industries Michael recognises',
      type: 'array',
      description:
        'Industries listed in an industries section are recognised from their words there; add the others here.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'recognisedIndustry',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(60) }),
            ...industryVocabularyFields,
          ],
          preview: { select: { title: 'name', subtitle: 'businessName' } },
        }),
      ],
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'tools',
      title: 'Tools Michael recognises',
      type: 'array',
      description:
        'Software visitors may say they use: calendars, CRMs, phone systems, booking and accounting tools. Michael notices them in a message and answers with what the pages say about connecting to them (or offers to check).',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'recognisedTool',
          fields: [
            defineField({
              name: 'name',
              type: 'string',
              description: 'As the tool writes it ("HubSpot", "Google Calendar").',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'capitalisedOnly',
              title: 'Only when capitalised',
              type: 'boolean',
              description:
                'For a name that is also an everyday word ("Make", "Square"): recognised only when written with its capital.',
              initialValue: false,
            }),
          ],
          preview: {
            select: { title: 'name', capitalisedOnly: 'capitalisedOnly' },
            prepare: ({ title, capitalisedOnly }: { title?: string; capitalisedOnly?: boolean }) => ({
              title,
              subtitle: capitalisedOnly ? 'only when capitalised' : undefined,
            }),
          },
        }),
      ],
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'replies',
      title: 'Scripted replies',
      type: 'object',
      fields: [
        defineField({
          name: 'weekend',
          title: 'Weekend booking request',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'nonEnglish',
          title: 'Message not in English',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'offTopic',
          title: 'Off-topic question',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'leadThankYou',
          title: 'After a visitor leaves their details',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'aiDisclosure',
          title: 'Asked whether Michael is a bot or a person',
          description: 'Says plainly that Michael is an AI assistant and how to reach a person.',
          type: 'text',
          rows: 2,
        }),
        defineField({
          name: 'abuse',
          title: 'An insult or a rude message',
          description: 'A calm reply that offers help or a person.',
          type: 'text',
          rows: 2,
        }),
        defineField({
          name: 'unclear',
          title: 'A message Michael cannot read (gibberish)',
          description: 'Asks the visitor to say it another way.',
          type: 'text',
          rows: 2,
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Michael', subtitle: 'Chat assistant prompt and replies' }) },
})
