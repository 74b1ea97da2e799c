import { Suspense } from 'react'
import { DEFAULT_CALL_ME_CONSENT } from '@/lib/voice/call-me/messages'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'
// Its own chunk: only the pages with the section load the form.
import { LazyCallMeForm as CallMeForm } from './lazy-call-me-form'
import { WhenCallsConfigured } from './when-calls-configured'

/**
 * "Have the AI receptionist call me" where a marketer places it. Rendered only when the server can
 * place calls (VAPI_PRIVATE_KEY, VAPI_PHONE_NUMBER_ID and an assistant): otherwise the whole
 * section is left off the page, as the Studio's description of the section says. Only the
 * marketers' words reach the browser; the key stays on the server.
 */
export function CallMeSection({ _key, _type, heading, intro, consentText, submitLabel }: SectionOf<'callMe'>) {
  return (
    // Resolved when the page is prerendered.
    <Suspense fallback={null}>
      <WhenCallsConfigured>
        <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
          <div id="call-me" className="scroll-mt-24">
            <CallMeForm
              consentText={consentText || DEFAULT_CALL_ME_CONSENT}
              submitLabel={submitLabel || 'Call me now'}
            />
          </div>
        </SectionShell>
      </WhenCallsConfigured>
    </Suspense>
  )
}
