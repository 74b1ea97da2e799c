import type { DeliveryChannel } from '../store/schema'

/**
 * What went wrong with a delivery, in words for sales. The raw error (`EEXIST: file already
 * exists, mkdir '…'`, `connect ECONNREFUSED 10.0.0.5:587`) is in the server log, where the worker
 * wrote it with the attempt, and stays off the page: it means nothing to a salesperson and tells
 * a reader of the screen how the servers are laid out.
 */
export function plainDeliveryProblem(channel: DeliveryChannel, lastError: string): string {
  const error = lastError.toLowerCase()
  const timedOut = /timeout|timed out|etimedout|aborted/.test(error)
  const unreachable = /econnrefused|enotfound|eai_again|ehostunreach|enetunreach|econnreset|fetch failed|socket/.test(
    error,
  )
  if (channel === 'webhook') {
    const status = /answered (\d{3})/.exec(error)?.[1]
    if (status) return `The receiving system refused it (it answered with error ${status}).`
    if (timedOut) return 'The receiving system did not answer in time.'
    if (unreachable) return 'The receiving system could not be reached.'
    return 'It could not be sent to the receiving system.'
  }
  if (/eauth|535|authentication/.test(error)) return 'The mail server refused the site’s sign-in.'
  if (/eenvelope|recipient|55\d /.test(error)) return 'The mail server refused the message or its recipients.'
  if (timedOut) return 'The mail server did not answer in time.'
  if (unreachable || /econnection|esocket|edns/.test(error)) return 'The mail server could not be reached.'
  if (/eexist|eacces|eperm|enospc|erofs|enoent|mkdir|open '/.test(error))
    return 'The site could not save the email in its mail folder.'
  return 'The email could not be sent.'
}
