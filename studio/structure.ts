import type { StructureResolver } from 'sanity/structure'

/** Desk structure: singletons open directly as one document; everything else is listed by type. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem().title('Pages').schemaType('page').child(S.documentTypeList('page').title('Pages')),
      S.listItem().title('Products').schemaType('product').child(S.documentTypeList('product').title('Products')),
      S.divider(),
      S.listItem().title('Blog').child(
        S.list()
          .title('Blog')
          .items([
            S.documentTypeListItem('post').title('Posts'),
            S.documentTypeListItem('author').title('Authors'),
            S.documentTypeListItem('category').title('Categories'),
          ]),
      ),
      S.documentTypeListItem('newsItem').title('News'),
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
