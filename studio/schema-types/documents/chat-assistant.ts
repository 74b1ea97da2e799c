import { defineArrayMember, defineField, defineType } from 'sanity'

/** Michael: what the chat assistant says and how it behaves. A singleton. */
export const chatAssistantType = defineType({
  name: 'chatAssistant',
  title: 'Michael (chat assistant)',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Assistant name', type: 'string', initialValue: 'Michael', validation: (rule) => rule.required() }),
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
      description: 'Instructions for the language model. Products, pricing and FAQ are added from the CMS automatically.',
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
      name: 'replies',
      title: 'Scripted replies',
      type: 'object',
      fields: [
        defineField({ name: 'weekend', title: 'Weekend booking request', type: 'text', rows: 2, validation: (rule) => rule.required() }),
        defineField({ name: 'nonEnglish', title: 'Message not in English', type: 'text', rows: 2, validation: (rule) => rule.required() }),
        defineField({ name: 'offTopic', title: 'Off-topic question', type: 'text', rows: 2, validation: (rule) => rule.required() }),
        defineField({ name: 'leadThankYou', title: 'After a visitor leaves their details', type: 'text', rows: 2, validation: (rule) => rule.required() }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Michael', subtitle: 'Chat assistant prompt and replies' }) },
})
