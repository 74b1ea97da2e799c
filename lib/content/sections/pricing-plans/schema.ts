import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefValidation } from '../../href-validation'
import { sectionHeaderFields } from '../shared-fields'
import { comparisonRowError, DEFAULT_FREE_MONTHS } from './billing'

export const pricingPlansType = defineType({
  name: 'pricingPlans',
  title: 'Pricing plans',
  type: 'object',
  description:
    'Plans side by side, a monthly / annual switch when months are free on annual billing, and a feature comparison table. Michael quotes prices from here.',
  fields: [
    // Optional: right under the pricing page's hero, the hero is the heading and the plans come first.
    ...sectionHeaderFields(),
    defineField({
      name: 'plans',
      title: 'Plans',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'plan',
          fields: [
            defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(40) }),
            defineField({
              name: 'price',
              type: 'string',
              title: 'Monthly price',
              description:
                'As shown, for example "$499" or "Custom". The annual price is computed from it (twelve months less the months free), so it is typed only here.',
              validation: (rule) => rule.required().max(20),
            }),
            defineField({
              name: 'period',
              type: 'string',
              description: 'For example "per month".',
              validation: (rule) => rule.max(30),
            }),
            defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.required().max(240) }),
            defineField({
              name: 'features',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              validation: (rule) => rule.required().min(1).max(12),
            }),
            defineField({
              name: 'ctaLabel',
              title: 'Button label',
              type: 'string',
              validation: (rule) => rule.required().max(30),
            }),
            defineField({
              name: 'ctaHref',
              title: 'Button link',
              type: 'string',
              validation: (rule) => [rule.required(), hrefValidation(rule) as never],
            }),
            defineField({
              name: 'highlighted',
              title: 'Highlight as most popular',
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'price' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'annualFreeMonths',
      title: 'Months free when paid annually',
      type: 'number',
      description:
        'With a number here, a Monthly / Annually switch shows each plan’s price for a year: its monthly price times twelve less these months (2: a $297 plan is $2,970 a year). Leave empty for monthly prices only. Without JavaScript the switch still works; the page opens on monthly.',
      initialValue: DEFAULT_FREE_MONTHS,
      validation: (rule) => rule.integer().min(1).max(11),
    }),
    defineField({
      name: 'comparisonHeading',
      title: 'Comparison table heading',
      type: 'string',
      description: 'Above the feature comparison; "Compare the plans" when empty.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'comparison',
      title: 'Feature comparison',
      type: 'array',
      description:
        'A table under the plans: a row per feature, with one value per plan in the plans’ order. "yes" shows a tick, "no" or empty a dash, anything else as written ("Up to 3"). Keep values short: the table has to fit a phone.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'comparisonRow',
          fields: [
            defineField({ name: 'feature', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({
              name: 'values',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(24) })],
              validation: (rule) =>
                rule.custom((values, context) => {
                  const section = context.path?.[1]
                  const sections = (context.document?.sections ?? []) as Array<{ _key?: string; plans?: unknown[] }>
                  const key = typeof section === 'object' && section && '_key' in section ? section._key : undefined
                  const plans = sections.find((s) => s._key === key)?.plans ?? []
                  return comparisonRowError(values, plans.length)
                }),
            }),
          ],
          preview: {
            select: { title: 'feature', values: 'values' },
            prepare: ({ title, values }) => ({ title, subtitle: (values ?? []).join(' · ') }),
          },
        }),
      ],
      validation: (rule) => rule.max(24),
    }),
    defineField({
      name: 'note',
      title: 'Note below the plans',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Pricing plans' }) },
})
