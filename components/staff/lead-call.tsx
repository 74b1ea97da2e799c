import { formatDuration } from '@/lib/leads/delivery/lead-message'
import type { DeliveredCall } from '@/lib/leads/delivery/queue'
import { DateTime } from './date-time'

/**
 * The call behind a lead, as sales reads it on the lead's page: when the visitor consented, how
 * long it lasted, the recording, Vapi's summary and the transcript (what the email carries too).
 */
export function LeadCall({ call }: { call: DeliveredCall }) {
  const reported = Boolean(call.summary || call.transcript)
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-3">
        {call.consentAt ? (
          <>
            <dt className="text-sm text-muted-foreground">Consent</dt>
            <dd className="mb-2 sm:mb-0">
              <DateTime date={call.consentAt} />
            </dd>
          </>
        ) : null}
        {call.durationSeconds !== undefined ? (
          <>
            <dt className="text-sm text-muted-foreground">Length</dt>
            <dd className="mb-2 sm:mb-0">{formatDuration(call.durationSeconds)}</dd>
          </>
        ) : null}
        {call.recordingUrl ? (
          <>
            <dt className="text-sm text-muted-foreground">Recording</dt>
            <dd className="mb-2 break-all sm:mb-0">
              <a href={call.recordingUrl} className="text-primary underline-offset-2 hover:underline" rel="noreferrer">
                Listen to the recording
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {reported ? null : (
        <p className="text-sm text-muted-foreground">
          No report from the call yet (it may not have been answered, or is still going on).
        </p>
      )}
      {call.summary ? (
        <div>
          <h3 className="text-sm font-semibold">Summary</h3>
          <p className="mt-1 text-sm whitespace-pre-line">{call.summary}</p>
        </div>
      ) : null}
      {call.transcript ? (
        <div>
          <h3 className="text-sm font-semibold">Transcript</h3>
          <p className="mt-1 rounded-lg bg-muted px-3 py-2 text-sm whitespace-pre-line">{call.transcript}</p>
        </div>
      ) : null}
    </div>
  )
}
