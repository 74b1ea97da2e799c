import type { DeliveredLead } from './queue'
import { type LeadAttribution, trafficSource } from '../capture/attribution'
import { transcriptSpeaker } from '../capture/transcript'
import { sourceLabel } from './labels'

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

/** "3 min 05 s" for a call's length. */
export const formatDuration = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`

/** What sales reads about the call behind a lead: consent, length, recording, Vapi's summary; the transcript apart. */
function callRows(call: NonNullable<DeliveredLead['call']>): [string, string][] {
  return [
    ...(call.consentAt ? [['Consent', formatTime(call.consentAt)] as [string, string]] : []),
    ...(call.durationSeconds !== undefined
      ? [['Length', formatDuration(call.durationSeconds)] as [string, string]]
      : []),
    ...(call.recordingUrl ? [['Recording', call.recordingUrl] as [string, string]] : []),
  ]
}
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
    // A call-me lead leaves a phone number, no email.
    ...(lead.email ? [['Email', lead.email] as [string, string]] : []),
    ...(lead.phone ? [['Phone', lead.phone] as [string, string]] : []),
    ['Company', lead.company],
    ['Source', sourceLabel(lead.source)],
    ['Time', formatTime(lead.createdAt)],
  ]
  const transcript = lead.transcript ?? []
  const call = lead.call
  const callTitle = call?.outbound ? 'Phone call with the AI receptionist' : 'Voice call with the assistant'
  const callHeader = call
    ? call.transcript || call.summary
      ? callTitle
      : `${callTitle}: no report from the call (it may not have been answered)`
    : undefined
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
    ...(call
      ? [
          '',
          `${callHeader}.`,
          ...callRows(call).map(([label, value]) => `${`${label}:`.padEnd(11)} ${value}`),
          ...(call.summary ? ['', 'Summary:', call.summary] : []),
          ...(call.transcript ? ['', 'Transcript:', call.transcript] : []),
        ]
      : []),
    '',
    ...(inboxLink ? [`Open this lead in the inbox: ${inboxLink}`, ''] : []),
    lead.email
      ? `Reply to this email to answer ${lead.name} directly.`
      : `Call ${lead.name} back on ${lead.phone ?? 'the number above'}.`,
  ].join('\n')

  const cell = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    '<p>A new lead from the website.</p>',
    inboxLink ? `<p><a href="${escapeHtml(inboxLink)}">Open this lead in the inbox</a></p>` : '',
    '<table>',
    cell('Name', escapeHtml(lead.name)),
    lead.email ? cell('Email', `<a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>`) : '',
    lead.phone ? cell('Phone', `<a href="tel:${escapeHtml(lead.phone)}">${escapeHtml(lead.phone)}</a>`) : '',
    cell('Company', escapeHtml(lead.company)),
    cell('Source', escapeHtml(sourceLabel(lead.source))),
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
    call
      ? [
          `<h2>${escapeHtml(callHeader ?? '')}</h2>`,
          callRows(call).length > 0
            ? `<table>${callRows(call)
                .map(([label, value]) =>
                  cell(
                    label,
                    label === 'Recording' && /^https:\/\//.test(value)
                      ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
                      : escapeHtml(value),
                  ),
                )
                .join('')}</table>`
            : '',
          call.summary ? `<h3>Summary</h3><p style="white-space:pre-wrap">${escapeHtml(call.summary)}</p>` : '',
          call.transcript
            ? `<h3>Transcript</h3><p style="white-space:pre-wrap">${escapeHtml(call.transcript)}</p>`
            : '',
        ].join('\n')
      : '',
    '</body></html>',
  ].join('\n')

  const subject = lead.company ? `New lead: ${lead.name}, ${lead.company}` : `New lead: ${lead.name}`
  return {
    subject: oneLine(call?.outbound ? `${subject} (phone call)` : subject),
    text,
    html,
    replyTo: oneLine(lead.email),
  }
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
      call: lead.call
        ? {
            kind: lead.call.outbound ? 'phone' : 'browser',
            consentAt: lead.call.consentAt?.toISOString() ?? null,
            transcript: lead.call.transcript ?? null,
            summary: lead.call.summary ?? null,
            durationSeconds: lead.call.durationSeconds ?? null,
            recordingUrl: lead.call.recordingUrl ?? null,
          }
        : null,
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
