import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createTransport } from 'nodemailer'
import { Webhook } from 'standardwebhooks'
import type { SiteConfig } from '../../config'
import type { ClaimedDelivery } from './queue'
import { leadEmail, type LeadEmailOptions, leadWebhookPayload } from './lead-message'

/** Sends one delivery; resolves when the channel accepted it, throws when it did not. */
export type DeliverySender = { send(delivery: ClaimedDelivery): Promise<void>; close(): Promise<void> }

type EmailConfig = SiteConfig['delivery']['email']
type WebhookConfig = NonNullable<SiteConfig['delivery']['webhook']>

/** How long the webhook receiver may take to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000

/** An email the site sends: to sales about a lead, to a staff member with their digest. */
export type MailMessage = {
  to: string | string[]
  subject: string
  text: string
  html: string
  /** The same on every attempt of one message, so a mail system can drop a repeat. */
  messageId: string
  replyTo?: { name: string; address: string }
}

/** The site's mail transport: SMTP, or, without SMTP_URL, .eml files under MAIL_DIR. */
export type Mailer = {
  /** `file`: the .eml's name under MAIL_DIR; `about`: what the log line says it is. */
  send(message: MailMessage, file: { name: string; about: string }): Promise<void>
  close(): Promise<void>
}

export function createMailer(config: EmailConfig, log: (message: string) => void = console.info): Mailer {
  if (config.transport === 'file') {
    const files = createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
    return {
      async send(message, file) {
        const info = await files.sendMail({ from: config.from, ...message })
        await mkdir(config.mailDir, { recursive: true })
        const target = path.join(config.mailDir, file.name)
        await writeFile(target, info.message as Buffer)
        log(`[leads] no SMTP_URL: ${file.about} is in ${target}`)
      },
      close: async () => files.close(),
    }
  }

  const smtp = createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 5,
    // Well inside the delivery's lease: a hung mail server fails the attempt, it does not hold it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(message) {
      await smtp.sendMail({ from: config.from, ...message })
    },
    close: async () => smtp.close(),
  }
}

/** Email to sales over SMTP, or, without SMTP_URL, written as an .eml file under MAIL_DIR. */
export function createEmailSender(
  config: EmailConfig,
  log: (message: string) => void = console.info,
  options: LeadEmailOptions = {},
): DeliverySender {
  const mailer = createMailer(config, log)
  return {
    async send(delivery) {
      const { subject, text, html, replyTo } = leadEmail(delivery.lead, options)
      const stamp = delivery.lead.createdAt.toISOString().replace(/[:.]/g, '-')
      await mailer.send(
        {
          to: config.to,
          // A call-me lead has no email to reply to.
          ...(replyTo ? { replyTo: { name: delivery.lead.name.replace(/[\r\n]+/g, ' '), address: replyTo } } : {}),
          subject,
          text,
          html,
          messageId: `<lead-${delivery.id}@lead-delivery.invalid>`,
        },
        { name: `${stamp}-lead-${delivery.lead.id}.eml`, about: `the email to sales about lead ${delivery.lead.id}` },
      )
    },
    close: () => mailer.close(),
  }
}

/** The lead POSTed as JSON to LEAD_WEBHOOK_URL, signed per the Standard Webhooks specification. */
export function createWebhookSender(config: WebhookConfig): DeliverySender {
  const signer = new Webhook(config.secret)
  return {
    async send(delivery) {
      const body = JSON.stringify(leadWebhookPayload(delivery.lead))
      // One id per delivery, the same on every retry: the receiver can drop a repeat.
      const id = `msg_${delivery.id}`
      const sentAt = new Date()
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signer.sign(id, sentAt, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      })
      await response.body?.cancel().catch(() => undefined)
      if (response.status < 200 || response.status > 299)
        throw new Error(`the webhook receiver answered ${response.status}`)
    },
    close: async () => undefined,
  }
}
