import { nextAttemptAt } from '../delivery/backoff'
import type { Mailer, MailMessage } from '../delivery/channels'
import type { ClaimedDigest, DigestLead, FollowUpDigests } from './digest-queue'
import { type Day, dayIn, formatDay, hourIn } from './follow-up'
import { LEAD_STATUS_LABELS } from './workflow'

/** The hour of the site's day (TIME_ZONE) from which the day's digests are made: before the office opens. */
export const DIGEST_HOUR = 7

const BATCH = 10

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

export type DigestContent = { ownerName: string; day: Day; due: DigestLead[]; overdue: DigestLead[]; siteUrl: string }

/** A lead's page in the inbox: one click from the email. */
export const leadUrl = (siteUrl: string, id: string) => `${siteUrl}/staff/leads/${id}`

/**
 * The digest's email: the owner's leads to follow up on today, then the overdue ones (oldest
 * first), each with its company, status, the day and the note, and a link to it in the inbox.
 */
export function followUpDigestEmail({ ownerName, day, due, overdue, siteUrl }: DigestContent) {
  const count = due.length + overdue.length
  const subject = oneLine(`Follow-ups for ${formatDay(day)}: ${due.length} due today, ${overdue.length} overdue`)
  const textItem = (lead: DigestLead) =>
    [
      `- ${lead.name}, ${lead.company} (${LEAD_STATUS_LABELS[lead.status]}; follow up on ${formatDay(lead.followUpOn)})`,
      ...(lead.followUpNote ? [`  ${lead.followUpNote.replace(/\s*\n\s*/g, ' ')}`] : []),
      `  ${leadUrl(siteUrl, lead.id)}`,
    ].join('\n')
  const textSection = (title: string, leads: DigestLead[]) =>
    leads.length > 0 ? ['', `${title} (${leads.length}):`, ...leads.map(textItem)] : []
  const text = [
    `Hello ${ownerName},`,
    '',
    `${count === 1 ? 'One lead of yours needs' : `${count} leads of yours need`} a follow-up.`,
    ...textSection('Due today', due),
    ...textSection('Overdue', overdue),
    '',
    `All your leads: ${siteUrl}/staff?view=mine`,
  ].join('\n')

  const htmlItem = (lead: DigestLead) =>
    `<li style="margin-bottom:8px"><a href="${escapeHtml(leadUrl(siteUrl, lead.id))}">${escapeHtml(lead.name)}, ${escapeHtml(
      lead.company,
    )}</a> (${LEAD_STATUS_LABELS[lead.status]}; follow up on ${escapeHtml(formatDay(lead.followUpOn))})${
      lead.followUpNote ? `<br>${escapeHtml(lead.followUpNote)}` : ''
    }</li>`
  const htmlSection = (title: string, leads: DigestLead[]) =>
    leads.length > 0 ? `<h2>${title} (${leads.length})</h2><ul>${leads.map(htmlItem).join('')}</ul>` : ''
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    `<p>Hello ${escapeHtml(ownerName)},</p>`,
    `<p>${count === 1 ? 'One lead of yours needs' : `${count} leads of yours need`} a follow-up.</p>`,
    htmlSection('Due today', due),
    htmlSection('Overdue', overdue),
    `<p><a href="${escapeHtml(siteUrl)}/staff?view=mine">All your leads</a></p>`,
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}

export type DigestJobOptions = {
  digests: FollowUpDigests
  mailer: Pick<Mailer, 'send'>
  timeZone: string
  siteUrl: string
  /** How often to look (every instance looks; the table makes each digest once). */
  everyMs?: number
  leaseMs?: number
  now?: () => Date
  log?: Pick<Console, 'info' | 'warn' | 'error'>
}

export type DigestJob = {
  /** One look: make today's digests once it is DIGEST_HOUR, send those due; how many were sent. */
  runNow(): Promise<number>
  stop(): void
}

/**
 * The daily follow-up digest: from DIGEST_HOUR in the site's time zone, each owner with open
 * leads due that day or overdue gets one email, sent once per owner and day across every
 * instance and restart (a row per owner and day in follow_up_digests, claimed with a lease like
 * a lead's delivery; a failed send is retried with the same backoff, and given up after a day).
 * An owner with nothing to follow up gets nothing.
 */
export function startDigestJob(options: DigestJobOptions): DigestJob {
  const { everyMs = 5 * 60_000 } = options
  const job = createDigestRun(options)
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  const tick = () => {
    running ??= job().finally(() => (running = undefined))
    return running
  }
  // A first look soon after the start (a restart at 9:00 still sends the day's digests), then regularly.
  const first = setTimeout(() => {
    void tick()
    timer = setInterval(() => void tick(), everyMs)
    timer.unref()
  }, 30_000)
  first.unref()
  return {
    runNow: tick,
    stop() {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}

/** One run of the digest job (exported for the tests, which drive the clock). */
export function createDigestRun({
  digests,
  mailer,
  timeZone,
  siteUrl,
  leaseMs = 60_000,
  now = () => new Date(),
  log = console,
}: DigestJobOptions): () => Promise<number> {
  async function send(claimed: ClaimedDigest): Promise<boolean> {
    try {
      const { due, overdue } = await digests.leadsFor(claimed.ownerId, claimed.day)
      const count = due.length + overdue.length
      // Closed or moved since it was made: nothing to say today.
      if (count === 0) {
        await digests.markDelivered(claimed.ownerId, claimed.day, 0)
        return false
      }
      const ownerName = claimed.owner.displayName || claimed.owner.email
      const content = followUpDigestEmail({ ownerName, day: claimed.day, due, overdue, siteUrl })
      const message: MailMessage = {
        to: claimed.owner.email,
        ...content,
        // One per owner and day: a mail system drops a repeat after a crash between send and record.
        messageId: `<digest-${claimed.ownerId}-${claimed.day}@lead-delivery.invalid>`,
      }
      await mailer.send(message, {
        name: `${claimed.day}-digest-${claimed.ownerId}.eml`,
        about: `the follow-up digest of ${claimed.owner.email} for ${claimed.day}`,
      })
      await digests.markDelivered(claimed.ownerId, claimed.day, count)
      return true
    } catch (error) {
      const reason = (error as Error).message
      // Retries on the real clock, as the database's lease is.
      const next = nextAttemptAt(claimed.attempt, claimed.createdAt, new Date())
      try {
        if (next) await digests.reschedule(claimed.ownerId, claimed.day, reason, next)
        else await digests.markFailed(claimed.ownerId, claimed.day, reason)
      } catch (recordError) {
        log.error(`[leads] could not record a failed digest: ${(recordError as Error).message}`)
      }
      log.warn(`[leads] the follow-up digest of ${claimed.owner.email} for ${claimed.day} failed: ${reason}`)
      return false
    }
  }

  return async () => {
    try {
      const at = now()
      if (hourIn(timeZone, at) >= DIGEST_HOUR) await digests.enqueue(dayIn(timeZone, at))
      let sent = 0
      // A batch at a time while full ones come back; the rest at the next look.
      for (let round = 0; round < 20; round++) {
        const claimed = await digests.claimDue(BATCH, leaseMs)
        for (const digest of claimed) if (await send(digest)) sent++
        if (claimed.length < BATCH) break
      }
      if (sent > 0) log.info(`[leads] sent ${sent} follow-up digest(s)`)
      return sent
    } catch (error) {
      log.error(`[leads] the follow-up digest job failed: ${(error as Error).message}`)
      return 0
    }
  }
}
