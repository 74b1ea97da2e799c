import type { DeliveredLead } from './queue'
import { type LeadAttribution, trafficSource } from '../capture/attribution'
import { transcriptSpeaker } from '../capture/transcript'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A header value on one line, whatever a visitor typed (validation already refuses line breaks). */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

const formatTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** Where the visitor came from, as label and value, only what was recorded. */
export function attributionRows(attribution: LeadAttribution | undefined): [string, string][] {
  if (!attribution) return []
  const rows: [string, string | undefined][] = [
    ['Traffic source', trafficSource(attribution)],
    ['Campaign', attribution.utmCampaign],
    ['Medium', attribution.utmMedium],
    ['Term', attribution.utmTerm],
    ['Content', attribution.utmContent],
    ['Landing page', attribution.landingPage],
    ['Referrer', attribution.referrer],
    ['Pages viewed', attribution.pagesViewed?.join(' → ')],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

export type LeadEmail = { subject: string; text: string; html: string; replyTo: string }

/**
 * The email a salesperson gets for a lead: plain text and HTML, every value escaped; the phone
 * (E.164, a `tel:` link) and the message when the visitor gave them.
 */
export function leadEmail(lead: DeliveredLead): LeadEmail {
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ...(lead.phone ? [['Phone', lead.phone] as [string, string]] : []),
    ['Company', lead.company],
    ['Source', lead.source],
    ['Time', formatTime(lead.createdAt)],
  ]
  const transcript = lead.transcript ?? []
  const origin = attributionRows(lead.attribution)

  const text = [
    'A new lead from the website.',
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(9)} ${value}`),
    ...(lead.message ? ['', 'Message:', lead.message] : []),
    ...(origin.length > 0
      ? ['', 'Where they came from:', ...origin.map(([label, value]) => `${label}: ${value}`)]
      : []),
    ...(transcript.length > 0
      ? ['', 'Conversation with Michael:', ...transcript.map((m) => `${transcriptSpeaker(m)}: ${m.content}`)]
      : []),
    '',
    `Reply to this email to answer ${lead.name} directly.`,
  ].join('\n')

  const cell = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    '<p>A new lead from the website.</p>',
    '<table>',
    cell('Name', escapeHtml(lead.name)),
    cell('Email', `<a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>`),
    lead.phone ? cell('Phone', `<a href="tel:${escapeHtml(lead.phone)}">${escapeHtml(lead.phone)}</a>`) : '',
    cell('Company', escapeHtml(lead.company)),
    cell('Source', escapeHtml(lead.source)),
    cell('Time', escapeHtml(formatTime(lead.createdAt))),
    '</table>',
    lead.message ? `<h2>Message</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` : '',
    origin.length > 0
      ? `<h2>Where they came from</h2><table>${origin.map(([label, value]) => cell(label, escapeHtml(value))).join('')}</table>`
      : '',
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
      // Where the visitor came from: each part null (pagesViewed empty) when not recorded.
      attribution: {
        landingPage: lead.attribution?.landingPage ?? null,
        referrer: lead.attribution?.referrer ?? null,
        utmSource: lead.attribution?.utmSource ?? null,
        utmMedium: lead.attribution?.utmMedium ?? null,
        utmCampaign: lead.attribution?.utmCampaign ?? null,
        utmTerm: lead.attribution?.utmTerm ?? null,
        utmContent: lead.attribution?.utmContent ?? null,
        pagesViewed: lead.attribution?.pagesViewed ?? [],
      },
    },
  }
}
