import { RichText } from '../../ui/portable-text'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** Free text (legal pages, stories), set as readable prose in one column. */
export function RichTextSection({ _key, _type, heading, body }: SectionOf<'richText'>) {
  const hasBody = Boolean(body && body.length > 0)
  if (!heading && !hasBody) return null
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} layout="prose">
      {hasBody && <RichText value={body} />}
    </SectionShell>
  )
}
