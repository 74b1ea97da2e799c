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

/** Email to sales over SMTP, or, without SMTP_URL, written as an .eml file under MAIL_DIR. */
export function createEmailSender(
  config: EmailConfig,
  log: (message: string) => void = console.info,
  options: LeadEmailOptions = {},
): DeliverySender {
  const message = (delivery: ClaimedDelivery) => {
    const { subject, text, html, replyTo } = leadEmail(delivery.lead, options)
    return {
      from: config.from,
      to: config.to,
      replyTo: { name: delivery.lead.name.replace(/[\r\n]+/g, ' '), address: replyTo },
      subject,
      text,
      html,
      // The same Message-ID on every attempt of one delivery, so a mail system can drop a repeat.
      messageId: `<lead-${delivery.id}@lead-delivery.invalid>`,
    }
  }

  if (config.transport === 'file') {
    const files = createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
    return {
      async send(delivery) {
        const info = await files.sendMail(message(delivery))
        await mkdir(config.mailDir, { recursive: true })
        const stamp = delivery.lead.createdAt.toISOString().replace(/[:.]/g, '-')
        const file = path.join(config.mailDir, `${stamp}-lead-${delivery.lead.id}.eml`)
        await writeFile(file, info.message as Buffer)
        log(`[leads] no SMTP_URL: the email to sales about lead ${delivery.lead.id} is in ${file}`)
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
    async send(delivery) {
      await smtp.sendMail(message(delivery))
    },
    close: async () => smtp.close(),
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
