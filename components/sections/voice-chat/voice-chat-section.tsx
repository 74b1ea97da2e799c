import { Suspense } from 'react'
import { VoiceChatFromSettings } from '@/components/voice/voice-chat-from-settings'
import { VoiceChatPlaceholder } from '@/components/voice/voice-chat-parts'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/**
 * The AI Voice Chat demo where a marketer places it. Only a Start button ships with the page;
 * the call code and the voice SDK load when the visitor presses it.
 */
export function VoiceChatSection({ _key, _type, heading, intro, note }: SectionOf<'voiceChat'>) {
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      <div id="voice-chat" className="scroll-mt-24">
        {/* Resolved when the page is prerendered; the fallback shows only if the page streams. */}
        <Suspense fallback={<VoiceChatPlaceholder />}>
          <VoiceChatFromSettings />
        </Suspense>
        {note && <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-muted-foreground">{note}</p>}
      </div>
    </SectionShell>
  )
}
