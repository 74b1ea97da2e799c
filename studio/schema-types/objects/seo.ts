import { defineField, defineType } from 'sanity'

export const seoType = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  description: 'How this page appears in search results and when shared. Empty fields fall back to the site defaults.',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown in the browser tab and search results. Keep it under 60 characters.',
      validation: (rule) => [
        rule.max(60).warning('Search engines cut titles after about 60 characters.'),
        rule.min(15).warning('A title under 15 characters rarely tells searchers enough.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for search results. 50 to 160 characters.',
      validation: (rule) => [
        rule.max(160).warning('Search engines cut descriptions after about 160 characters.'),
        rule.min(50).warning('Aim for at least 50 characters so search results show a useful summary.'),
      ],
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search',
      type: 'boolean',
      description:
        'Keeps this page out of Google and other search engines: it leaves the sitemap, and search engines are asked not to list it (they still follow its links). Visitors can still open it from an ad, an email or a form. Use it for ad landing pages and for the page a form leads to after sending, such as the thank-you page. A page already in search results drops out after a search engine’s next visit, usually within days.',
      initialValue: false,
      // The site's default SEO is only a fallback for titles and descriptions: a switch there would do nothing.
      hidden: ({ document }) => document?._type === 'siteSettings',
    }),
  ],
})
