import { LazyLeadForm as LeadForm } from '@/components/leads/lazy-lead-form'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** The contact form where a marketer places it; the form posts to /api/gpt-lead. */
export function LeadFormSection({ _key, _type, heading, intro, source, successPath, submitLabel }: SectionOf<'leadForm'>) {
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      <div className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-8">
        <LeadForm source={source ?? 'contact'} successPath={successPath ?? '/thank-you'} submitLabel={submitLabel ?? 'Send'} />
      </div>
    </SectionShell>
  )
}
