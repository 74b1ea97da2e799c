import { draftMode } from 'next/headers'
import { perspectiveChangeAction, variantChangeAction } from 'next-sanity/visual-editing/server-actions'
import { getConfig } from '@/lib/config'
import { LazyVisualEditing } from './visual-editing-loader'

/**
 * next-sanity's `<VisualEditing />` (next-sanity/visual-editing), with its client component
 * fetched on demand. Rendered only in draft mode, but the documented component's client wrapper,
 * and next/dynamic's runtime with it, rode in every page's first load (docs/architecture.md,
 * "Where we go around Next.js"). Same props as the documented component gives it: its Server
 * Actions for the Studio's perspective and variant, and this site's routing (no basePath, no
 * trailing slash). tests/unit/layout/visual-editing.test.tsx fails when next-sanity's component
 * starts rendering something else.
 */
export function VisualEditing() {
  return (
    <LazyVisualEditing
      onPerspectiveChange={perspectiveChangeAction}
      onVariantChange={variantChangeAction}
      trailingSlash={false}
    />
  )
}

/** Only a configured Sanity project has drafts to preview; without one the cookie is never checked. */
async function isPreviewingDrafts() {
  return getConfig().publishing.draftMode && (await draftMode()).isEnabled
}

/**
 * While a marketer previews drafts (the Studio's Presentation tool, on the public pages): visual
 * editing, and the way out of draft mode. Nothing otherwise. In the site's chrome rather than the
 * root layout, so its client code shares the chrome's chunk instead of adding one of its own to
 * every first load.
 */
export async function DraftPreview() {
  if (!(await isPreviewingDrafts())) return null
  return (
    <>
      <VisualEditing />
      {/* A route handler, not a page: it ends draft mode and redirects, so a full request. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- not a page, see above */}
      <a
        href="/api/draft-mode/disable"
        className="fixed right-4 bottom-4 z-[70] rounded-full bg-accent px-4 py-2 text-sm font-semibold text-background shadow-lg"
      >
        Previewing drafts · Exit
      </a>
    </>
  )
}
