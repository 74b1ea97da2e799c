import {
  defineDocuments,
  defineLocations,
  type DocumentLocationResolvers,
  type DocumentResolver,
} from 'sanity/presentation'
import { articleHref, articleIndexHref, articleSections, pageHref } from '../lib/content/article-routes'

/** Where the Presentation tool opens the site: the route that turns draft mode on (app/api/draft-mode/enable). */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable'

const articleLocations = (type: 'post' | 'newsItem') =>
  defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => ({
      locations: [
        ...(doc?.slug ? [{ title: doc.title || 'Untitled', href: articleHref(type, doc.slug) }] : []),
        { title: articleSections[type].label, href: articleIndexHref(type) },
      ],
    }),
  })

/** For each document type, the pages of the site that show it ("Used on N pages" in the Studio). */
export const locations: DocumentLocationResolvers = {
  page: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => ({ locations: doc?.slug ? [{ title: doc.title || 'Untitled', href: pageHref(doc.slug) }] : [] }),
  }),
  post: articleLocations('post'),
  newsItem: articleLocations('newsItem'),
  product: defineLocations({
    select: { name: 'name', path: 'path' },
    resolve: (doc) => ({
      locations: [
        ...(doc?.path ? [{ title: doc.name || 'Product page', href: doc.path }] : []),
        { title: 'Products', href: '/products' },
        { title: 'Pricing', href: '/pricing' },
      ],
    }),
  }),
  category: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => ({
      locations: doc?.slug
        ? [
            { title: `Blog: ${doc.title ?? ''}`, href: articleIndexHref('post', { category: doc.slug }) },
            { title: `News: ${doc.title ?? ''}`, href: articleIndexHref('newsItem', { category: doc.slug }) },
          ]
        : [],
    }),
  }),
  author: {
    message: 'Shown in the author card of each of their articles.',
    tone: 'positive',
    locations: [{ title: 'Blog', href: '/blog' }],
  },
  siteSettings: {
    message: 'Navigation, footer and defaults: used on every page.',
    tone: 'caution',
    locations: [{ title: 'Home', href: '/' }],
  },
  chatAssistant: {
    message: 'Michael answers on every page of the site.',
    tone: 'caution',
    locations: [{ title: 'Home', href: '/' }],
  },
}

/** The main document of each route, so the Presentation tool opens the right editor next to the preview. */
export const mainDocuments: DocumentResolver[] = defineDocuments([
  { route: '/', filter: `_type == "page" && slug.current == "/"` },
  {
    route: '/blog/:slug',
    filter: `_type == "post" && slug.current == $slug`,
    params: ({ params }) => ({ slug: params.slug ?? '' }),
  },
  {
    route: '/news/:slug',
    filter: `_type == "newsItem" && slug.current == $slug`,
    params: ({ params }) => ({ slug: params.slug ?? '' }),
  },
  {
    route: '/:slug',
    filter: `_type == "page" && slug.current == $slug`,
    params: ({ params }) => ({ slug: params.slug ?? '' }),
  },
])
