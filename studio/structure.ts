import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { CATEGORY_TEMPLATE } from './templates'

const newestFirst = [{ field: 'publishedAt', direction: 'desc' as const }]

/** An article type's two lists: everything newest first, and the same by category. */
function articleLists(S: StructureBuilder, type: 'post' | 'newsItem', plural: string) {
  return [
    S.listItem()
      .title(`All ${plural.toLowerCase()}`)
      .id(`${type}-all`)
      .schemaType(type)
      .child(S.documentTypeList(type).title(`All ${plural.toLowerCase()}`).defaultOrdering(newestFirst)),
    S.listItem()
      .title(`${plural} by category`)
      .id(`${type}-by-category`)
      .child(
        S.documentTypeList('category')
          .title('Categories')
          .child((categoryId) =>
            S.documentList()
              .title(plural)
              .schemaType(type)
              .filter('_type == $type && $categoryId in categories[]._ref')
              .params({ type, categoryId })
              .defaultOrdering(newestFirst)
              // "Create" in this list starts the document in this category.
              .initialValueTemplates([S.initialValueTemplateItem(CATEGORY_TEMPLATE[type], { categoryId })]),
          ),
      ),
  ]
}

/**
 * Desk structure, grouped as marketers think of the site: Pages / Products / Blog / News / Michael /
 * Settings. Singletons open directly as their one document; authors and categories sit under Blog.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Pages')
        .schemaType('page')
        .child(
          S.documentTypeList('page')
            .title('Pages')
            .defaultOrdering([{ field: 'title', direction: 'asc' }]),
        ),
      S.listItem()
        .title('Products')
        .schemaType('product')
        .child(
          S.documentTypeList('product')
            .title('Products')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      S.documentTypeListItem('customer').title('Customers'),
      S.divider(),
      S.listItem()
        .title('Blog')
        .id('blog')
        .child(
          S.list()
            .title('Blog')
            .items([
              ...articleLists(S, 'post', 'Posts'),
              S.divider(),
              S.documentTypeListItem('author').title('Authors'),
              S.documentTypeListItem('category').title('Categories'),
            ]),
        ),
      S.listItem()
        .title('News')
        .id('news')
        .child(
          S.list()
            .title('News')
            .items(articleLists(S, 'newsItem', 'News items')),
        ),
      S.divider(),
      S.listItem()
        .title('Michael')
        .id('chatAssistant')
        .child(S.document().schemaType('chatAssistant').documentId('chatAssistant').title('Michael (chat assistant)')),
      S.listItem()
        .title('Settings')
        .id('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
    ])
