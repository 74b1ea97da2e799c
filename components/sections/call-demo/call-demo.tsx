import type { SectionOf } from '../types'
import type { CallInfo } from './call-card'
import { CallCard } from './call-card'
import { CallDemoIsland } from './call-demo-island'
import { timeline } from '@/lib/content/sections/call-demo/timeline'

export type CallContent = SectionOf<'callDemo'>['call']

/**
 * A call as the server renders it: the whole transcript as text in the page (read without
 * JavaScript, by screen readers and search engines), inside the island that swaps in the player
 * when the card comes into view. Nothing without a business and two lines to play.
 */
/** A call the card can play: a business and at least two lines with words. */
export const hasPlayableCall = (call: CallContent) => Boolean(call?.business && timeline(call.lines).length >= 2)

export function CallDemo({ call, id }: { call: CallContent; id: string }) {
  const lines = timeline(call?.lines)
  if (!call?.business || lines.length < 2) return null
  const info: CallInfo = {
    business: call.business,
    channel: call.channel ?? 'call',
    agentName: call.agentName?.trim() || 'Agent',
    callerName: call.callerName?.trim() || (call.channel === 'call' || !call.channel ? 'Caller' : 'Customer'),
    summary: call.summary,
  }
  const audio = call.audio?.asset?.url ? { url: call.audio.asset.url, mimeType: call.audio.asset.mimeType } : null
  const headingId = `call-${id}`
  return (
    <figure aria-labelledby={headingId} data-call-demo-card="">
      <CallDemoIsland info={info} lines={lines} audio={audio} headingId={headingId}>
        <CallCard info={info} lines={lines} headingId={headingId} />
      </CallDemoIsland>
    </figure>
  )
}
