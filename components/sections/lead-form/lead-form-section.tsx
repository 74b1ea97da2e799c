import { LazyLeadForm as LeadForm } from '@/components/leads/lazy-lead-form'
import { submitLeadForm } from '@/lib/leads/form-action'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/**
 * The contact form where a marketer places it. With JavaScript it posts JSON to /api/gpt-lead;
 * without (or before the page's scripts run), the browser posts it to the Server Action.
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
          source={source ?? 'contact'}
          successPath={successPath ?? '/thank-you'}
          submitLabel={submitLabel ?? 'Send'}
          action={submitLeadForm}
        />
      </div>
    </SectionShell>
  )
}
