import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefValidation } from '../../../lib/content/href-validation'

const linkFields = [
  defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(40) }),
  defineField({
    name: 'path',
    title: 'Path or URL',
    type: 'string',
    description: 'A path on this site (/pricing), or a full URL for an external link.',
    validation: (rule) => [rule.required(), hrefValidation(rule) as never],
  }),
  defineField({
    name: 'external',
    title: 'External link',
    type: 'boolean',
    description: 'Opens in a new tab and is marked as leaving the site.',
    initialValue: false,
  }),
]

/** A sub-menu entry: {name, path, optional external flag}. */
export const navLinkType = defineType({
  name: 'navLink',
  title: 'Menu link',
  type: 'object',
  fields: linkFields,
  preview: {
    select: { title: 'name', subtitle: 'path', external: 'external' },
    prepare: ({ title, subtitle, external }) => ({ title, subtitle: external ? `${subtitle} (external)` : subtitle }),
  },
})

/** A top-level navigation item: {name, path, optional children, optional external flag}. */
export const navItemType = defineType({
  name: 'navItem',
  title: 'Menu item',
  type: 'object',
  fields: [
    ...linkFields,
    defineField({
      name: 'children',
      title: 'Sub-menu',
      type: 'array',
      description: 'Optional. When set, this item opens a drop-down with these links.',
      of: [defineArrayMember({ type: 'navLink' })],
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'path', children: 'children' },
    prepare: ({ title, subtitle, children }) => ({
      title,
      subtitle:
        Array.isArray(children) && children.length > 0 ? `${subtitle} · ${children.length} sub-items` : subtitle,
    }),
  },
})

export const socialLinkType = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: {
        list: [
          { title: 'YouTube', value: 'youtube' },
          { title: 'X', value: 'x' },
          { title: 'LinkedIn', value: 'linkedin' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
})
