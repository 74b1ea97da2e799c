import type { Template } from 'sanity'

/** Templates that start an article in a category (used by the "by category" lists). */
export const CATEGORY_TEMPLATE = { post: 'post-in-category', newsItem: 'newsItem-in-category' } as const

const articleInCategory = (type: 'post' | 'newsItem', title: string): Template => ({
  id: CATEGORY_TEMPLATE[type],
  title,
  schemaType: type,
  parameters: [{ name: 'categoryId', type: 'string' }],
  value: ({ categoryId }: { categoryId: string }) => ({
    publishedAt: new Date().toISOString(),
    categories: [
      { _type: 'reference', _ref: categoryId, _key: categoryId.replace(/[^\w]/g, '').slice(0, 12) || 'category' },
    ],
  }),
})

/** Initial value templates beyond the defaults, which already set each field's initialValue. */
export const initialValueTemplates: Template[] = [
  articleInCategory('post', 'Blog post in category'),
  articleInCategory('newsItem', 'News item in category'),
]

/** Templates that need a parameter only make sense from their list, not from the global "Create" menu. */
export const parameterizedTemplateIds = new Set<string>(Object.values(CATEGORY_TEMPLATE))
