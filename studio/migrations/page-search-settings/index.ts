import { at, defineMigration, type NodePatch, patch, set, setIfMissing } from 'sanity/migrate'
import { documents } from '../../seed/source'

type SeedPage = { _id: string; seo?: { noIndex?: boolean }; canonicalPage?: { _ref: string } }

/** The seed's pages that are hidden from search or name a canonical page, by id. */
const seedPages = new Map(
  (documents.filter((doc) => doc._type === 'page') as SeedPage[])
    .filter((page) => page.seo?.noIndex === true || page.canonicalPage)
    .map((page) => [page._id, page]),
)

/**
 * The seed of November 2026 hides /thank-you, /home and /contact2 from search and names / and
 * /contact as the canonical pages of /home and /contact2 (docs/content.md). A dataset imported
 * before has none of that: the fields read as "not hidden" and "no canonical page", so the site
 * still lists the three pages in its sitemap and lets search engines index them. This migration
 * gives those pages, found by their seed ids (published and draft alike), the seed's settings: it
 * turns "Hide from search" on and sets a canonical page that is missing, when that page exists.
 * Other pages, and a canonical page a marketer set, are left alone. Run it once, when deploying the
 * change: it cannot tell a switch the seed left off from one a marketer has turned off since.
 *
 *   cd studio && npx sanity migration run page-search-settings              (a dry run: what it would change)
 *   cd studio && npx sanity migration run page-search-settings --no-dry-run (changes the dataset)
 */
export default defineMigration({
  title: 'Hide from search and canonical pages of the seed, for a dataset imported before they existed',
  documentTypes: ['page'],
  migrate: {
    async document(doc, context) {
      const seedPage = seedPages.get(doc._id.replace(/^drafts\./, ''))
      if (!seedPage) return []
      const page = doc as typeof doc & SeedPage
      const patches: NodePatch[] = []
      if (seedPage.seo?.noIndex && page.seo?.noIndex !== true)
        patches.push(at('seo', setIfMissing({ _type: 'seo' })), at(['seo', 'noIndex'], set(true)))
      const original = seedPage.canonicalPage?._ref
      if (original && page.canonicalPage === undefined && (await context.filtered.getDocument(original)))
        patches.push(at('canonicalPage', setIfMissing({ _type: 'reference', _ref: original })))
      return patches.length > 0 ? [patch(doc._id, patches)] : []
    },
  },
})
