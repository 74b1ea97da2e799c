import { buttonClasses } from '../../ui/button-classes'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** Open roles, each with an email link to apply; the editor's message when there are none. */
export function JobOpeningsSection({ _key, _type, heading, intro, emptyMessage, jobs }: SectionOf<'jobOpenings'>) {
  const openings = (jobs ?? []).filter((job) => job.title)
  const content =
    openings.length > 0 ? (
      <ul className="mx-auto max-w-4xl space-y-4">
        {openings.map((job) => {
          const facts = [job.team, job.location, job.employmentType].filter(Boolean)
          return (
            <li
              key={job._key}
              className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 text-card-foreground sm:flex-row sm:items-start sm:justify-between sm:p-8"
            >
              <div>
                <h3 className="text-lg font-semibold">{job.title}</h3>
                {facts.length > 0 && (
                  <p className="mt-1 text-sm font-medium text-muted-foreground">{facts.join(' · ')}</p>
                )}
                {job.summary && <p className="mt-3 leading-7 text-pretty text-muted-foreground">{job.summary}</p>}
              </div>
              {job.applyEmail && (
                <a
                  href={`mailto:${job.applyEmail}?subject=${encodeURIComponent(job.title ?? '')}`}
                  className={buttonClasses({ className: 'shrink-0' })}
                >
                  Apply for {job.title}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    ) : emptyMessage ? (
      <p className="mx-auto max-w-2xl rounded-2xl border border-dashed border-border p-8 text-center leading-7 text-muted-foreground">
        {emptyMessage}
      </p>
    ) : null
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {content}
    </SectionShell>
  )
}
