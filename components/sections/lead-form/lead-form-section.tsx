import { Suspense } from 'react'
import { LazyLeadForm as LeadForm } from '@/components/leads/lazy-lead-form'
import { submitLeadForm } from '@/lib/leads/capture/form-action'
import { DEFAULT_LEAD_FORM_SOURCE, isLeadSource } from '@/lib/leads/capture/sources'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'
import { AgencyPhone } from './agency-phone'

/** What the contact form asks for besides name, email and company. */
const OPTIONAL_FIELDS = ['phone', 'message'] as const

/**
 * The contact form where a marketer places it: name, email and company, an optional phone and
 * message, and under it the agency's phone number from the site settings. With JavaScript it
 * posts JSON to /api/gpt-lead; without (or before the page's scripts run), the browser posts it
 * to the Server Action. A source the server would refuse (a dataset from before the Studio
 * offered a list) records 'contact', so the form keeps taking leads.
 */
export function LeadFormSection({
  _key,
  _type,
  heading,
  intro,
  source,
  successPath,
  submitLabel,
}: SectionOf<'leadForm'>) {
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      <div className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-8">
        <LeadForm
          source={isLeadSource(source) ? source : DEFAULT_LEAD_FORM_SOURCE}
          successPath={successPath ?? '/thank-you'}
          submitLabel={submitLabel ?? 'Send'}
          optionalFields={OPTIONAL_FIELDS}
          action={submitLeadForm}
        />
      </div>
      {/* Resolved when the page is prerendered (the layout has read the settings already). */}
      <Suspense fallback={null}>
        <AgencyPhone />
      </Suspense>
    </SectionShell>
  )
}
