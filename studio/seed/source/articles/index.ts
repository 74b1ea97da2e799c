import type { Doc } from '../builders'
import { newsItems } from './news'
import { authors, categories } from './people'
import { gettingStartedPosts } from './posts-getting-started'
import { playbookPosts } from './posts-playbooks'
import { resultsPosts } from './posts-results'

/** Blog posts, news items, their authors and categories. */
export const articleDocuments: Doc[] = [
  ...authors,
  ...categories,
  ...gettingStartedPosts,
  ...playbookPosts,
  ...resultsPosts,
  ...newsItems,
]
