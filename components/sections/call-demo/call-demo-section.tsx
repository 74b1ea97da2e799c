import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'
import { CallDemo, hasPlayableCall } from './call-demo'

/** A call played as if live, under an optional heading and intro, where a marketer places it. */
export function CallDemoSection({ _key, _type, heading, intro, call }: SectionOf<'callDemo'>) {
  if (!hasPlayableCall(call)) return null
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      <div className="mx-auto max-w-2xl">
        <CallDemo call={call} id={_key} />
      </div>
    </SectionShell>
  )
}
