import { type TranscriptMessage, transcriptSpeaker } from '@/lib/leads/capture/transcript'

/**
 * The conversation with Michael that led to the lead, in order (what the sales email quotes). A
 * line the visitor's browser sent as Michael's, which he did not sign, shows as the visitor's.
 */
export function LeadTranscript({ transcript }: { transcript: readonly TranscriptMessage[] | undefined }) {
  if (!transcript?.length)
    return <p className="text-sm text-muted-foreground">This lead did not come from a conversation with Michael.</p>
  return (
    <ol className="space-y-3">
      {transcript.map((message, index) => (
        <li key={index} className={message.role === 'user' ? 'rounded-lg bg-muted px-3 py-2' : 'px-3 py-2'}>
          <p className="text-xs font-semibold text-muted-foreground">{transcriptSpeaker(message)}</p>
          <p className="mt-0.5 text-sm whitespace-pre-line">{message.content}</p>
        </li>
      ))}
    </ol>
  )
}
