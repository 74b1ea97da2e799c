import { getConfig } from '@/lib/config'
import { createEnableDraftMode } from '@/lib/publishing/draft-mode'

/** The Presentation tool turns draft mode on here (studio/presentation.ts). */
export function GET(request: Request) {
  return createEnableDraftMode(getConfig())(request)
}
