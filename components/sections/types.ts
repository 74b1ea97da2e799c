import type { PAGE_BY_SLUG_QUERY_RESULT } from '../../sanity.types'

/** One section of a page, as the page query returns it (types from `npm run typegen`). */
export type Section = NonNullable<NonNullable<PAGE_BY_SLUG_QUERY_RESULT>['sections']>[number]

export type SectionType = Section['_type']

/** The props of the section whose `_type` is T. */
export type SectionOf<T extends SectionType> = Extract<Section, { _type: T }>
