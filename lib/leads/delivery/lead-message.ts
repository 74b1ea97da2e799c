import type { DeliveredLead } from './queue'
import { transcriptSpeaker } from '../capture/transcript'
import { sourceLabel } from './labels'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A header value on one line, whatever a visitor typed (validation already refuses line breaks). */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

const formatTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

export type LeadEmail = { subject: string; text: string; html: string; replyTo: string }

/** Where the lead inbox is (`https://<site>/staff`), when the site has one: each email links to its lead there. */
export type LeadEmailOptions = { inboxUrl?: string }

/** The lead's page in the inbox, one click from the email: `<inbox>/leads/<id>`. */
export const leadInboxUrl = (inboxUrl: string, leadId: string) =>
  `${inboxUrl.replace(/\/$/, '')}/leads/${encodeURIComponent(leadId)}`

/**
 * The email a salesperson gets for a lead: plain text and HTML, every value escaped; the phone
 * (E.164, a `tel:` link) and the message when the visitor gave them; a link to the lead in the
 * inbox when there is one (signing in leads back to it).
 */
export function leadEmail(lead: DeliveredLead, { inboxUrl }: LeadEmailOptions = {}): LeadEmail {
  const inboxLink = inboxUrl ? leadInboxUrl(inboxUrl, lead.id) : undefined
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ...(lead.phone ? [['Phone', lead.phone] as [string, string]] : []),
    ['Company', lead.company],
    ['Source', sourceLabel(lead.source)],
    ['Time', formatTime(lead.createdAt)],
  ]
  const transcript = lead.transcript ?? []

  const text = [
    'A new lead from the website.',
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(9)} ${value}`),
    ...(lead.message ? ['', 'Message:', lead.message] : []),
    ...(transcript.length > 0
      ? ['', 'Conversation with Michael:', ...transcript.map((m) => `${transcriptSpeaker(m)}: ${m.content}`)]
      : []),
    '',
    ...(inboxLink ? [`Open this lead in the inbox: ${inboxLink}`, ''] : []),
    `Reply to this email to answer ${lead.name} directly.`,
  ].join('\n')

  const cell = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    '<p>A new lead from the website.</p>',
    inboxLink ? `<p><a href="${escapeHtml(inboxLink)}">Open this lead in the inbox</a></p>` : '',
    '<table>',
    cell('Name', escapeHtml(lead.name)),
    cell('Email', `<a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>`),
    lead.phone ? cell('Phone', `<a href="tel:${escapeHtml(lead.phone)}">${escapeHtml(lead.phone)}</a>`) : '',
    cell('Company', escapeHtml(lead.company)),
    cell('Source', escapeHtml(sourceLabel(lead.source))),
    cell('Time', escapeHtml(formatTime(lead.createdAt))),
    '</table>',
    lead.message ? `<h2>Message</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` : '',
    transcript.length > 0
      ? `<h2>Conversation with Michael</h2>${transcript
          .map(
            (m) =>
              `<p style="white-space:pre-wrap"><strong>${escapeHtml(transcriptSpeaker(m))}:</strong> ${escapeHtml(m.content)}</p>`,
          )
          .join('')}`
      : '',
    '</body></html>',
  ].join('\n')

  return { subject: oneLine(`New lead: ${lead.name}, ${lead.company}`), text, html, replyTo: oneLine(lead.email) }
}

/** The webhook's body: the lead as a CRM or a workflow tool reads it. */
export function leadWebhookPayload(lead: DeliveredLead) {
  return {
    type: 'lead.created',
    data: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? null,
      company: lead.company,
      source: lead.source,
      message: lead.message ?? null,
      createdAt: lead.createdAt.toISOString(),
      transcript: lead.transcript ?? [],
    },
  }
}
