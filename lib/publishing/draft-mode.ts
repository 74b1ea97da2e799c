import 'server-only'
import { createClient } from 'next-sanity'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import type { SiteConfig } from '../config'

/**
 * GET /api/draft-mode/enable, which the Studio's Presentation tool opens with a signed preview
 * secret. next-sanity's helper checks the secret against the Content Lake with the read token,
 * sets the draft-mode cookie and redirects to the page being edited. Without a Sanity project and
 * a read token there are no drafts to show, so the route says so instead.
 */
export function createEnableDraftMode(
  config: Pick<SiteConfig, 'content' | 'publishing'>,
): (request: Request) => Promise<Response> {
  const { content, publishing } = config
  if (content.source !== 'sanity' || !publishing.draftMode || !content.readToken) {
    return async () =>
      Response.json(
        {
          enabled: false,
          message:
            'Draft mode is not available: set NEXT_PUBLIC_SANITY_PROJECT_ID and SANITY_API_READ_TOKEN (a Viewer token) to preview drafts (see docs/publishing.md, "Draft mode and visual editing").',
        },
        { status: 503 },
      )
  }
  const client = createClient({
    projectId: content.projectId,
    dataset: content.dataset,
    apiVersion: content.apiVersion,
    useCdn: false,
    token: content.readToken,
    ...(content.apiHost ? { apiHost: content.apiHost, useProjectHostname: false } : {}),
  })
  return defineEnableDraftMode({ client }).GET
}

/**
 * Where /api/draft-mode/disable may send the visitor back to: a path on this site, never another
 * origin. The value is resolved as the browser would resolve it against the configured site origin
 * (so `/\evil.example`, `/%09/evil.example` and the like, which browsers read as `//evil.example`,
 * are caught), anything of another origin gives the home page, and the answer is a path with a
 * single leading slash, for a relative `Location`.
 */
export function sameSiteReturnPath(value: string | null, siteUrl: string): string {
  if (!value) return '/'
  const site = new URL(siteUrl)
  let target: URL
  try {
    target = new URL(value, site)
  } catch {
    return '/'
  }
  if (target.origin !== site.origin) return '/'
  // A path that normalises to `//host` would be read as another origin in a relative Location.
  return `${target.pathname.replace(/^\/+/, '/')}${target.search}${target.hash}`
}
