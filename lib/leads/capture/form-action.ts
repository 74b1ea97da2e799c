'use server'

import { createHash } from 'node:crypto'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getConfig } from '../../config'
import { clientKey } from '../../http/rate-limit'
import { fromReferer } from './attribution'
import { type LeadFormState, LEAD_FORM_FIELDS, safeSuccessPath } from './form-state'
import { leadEndpointDeps } from '../index'
import { LEAD_MESSAGES, submitLead } from './submission'

/** How long a resubmission of the same details (a double click, a reload) finds the first lead. */
const RESUBMISSION_WINDOW_MS = 60 * 60 * 1000

/**
 * The contact form's Server Action: what the browser posts when the page's JavaScript has not
 * run (blocked, or not loaded yet). The same submission as POST /api/gpt-lead; success
 * redirects (303) to the thank-you page, anything else renders the form again with the
 * visitor's values and each field's error.
 */
export async function submitLeadForm(_previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const values = Object.fromEntries(LEAD_FORM_FIELDS.map((field) => [field, text(field) ?? '']))
  const input = {
    ...values,
    source: text('source') || undefined,
    website: text('website') || undefined,
    idempotencyKey: text('idempotencyKey') || undefined,
  }
  const requestHeaders = await headers()
  const address = clientKey(requestHeaders)
  const host = requestHeaders.get('host')
  const result = await submitLead(input, leadEndpointDeps(), {
    clientKey: address,
    // Posted before JavaScript ran: no record from the browser, but its Referer is the page the
    // form was on (with that page's UTM parameters), or the other site it was posted from.
    fallbackAttribution: fromReferer(requestHeaders.get('referer'), [
      getConfig().siteUrl,
      ...(host ? [`http://${host}`, `https://${host}`] : []),
    ]),
    // A form posted without script has no key of its own; the same details from the same
    // network within the hour are the same submission.
    fallbackIdempotencyKey: (lead) => {
      const window = Math.floor(Date.now() / RESUBMISSION_WINDOW_MS)
      const content = [
        address,
        lead.email.toLowerCase(),
        lead.name,
        lead.company,
        lead.phone ?? '',
        lead.message ?? '',
        window,
      ].join('\n')
      return `form-${createHash('sha256').update(content).digest('base64url').slice(0, 43)}`
    },
  })

  if (result.kind === 'saved' || result.kind === 'discarded') redirect(safeSuccessPath(text('successPath')))
  if (result.kind === 'invalid')
    return { status: 'invalid', message: LEAD_MESSAGES.invalid, fields: result.fields, values }
  return { status: result.kind, message: LEAD_MESSAGES[result.kind], fields: {}, values }
}
