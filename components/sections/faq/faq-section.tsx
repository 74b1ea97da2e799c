import { SvgIcon } from '../../ui/svg-icon'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

/** An answer is plain text; a blank line starts a new paragraph. */
function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** Questions that open in place: native <details>, so it works without JavaScript. */
export function FaqSection({ _key, _type, heading, intro, items }: SectionOf<'faq'>) {
  const questions = (items ?? []).filter((item) => item.question)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {questions.length > 0 && (
        <div className="mx-auto max-w-3xl divide-y divide-border rounded-2xl border border-border bg-card text-card-foreground">
          {questions.map((item) => (
            <details key={item._key} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left font-semibold sm:px-6 [&::-webkit-details-marker]:hidden">
                {item.question}
                <SvgIcon className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180">
                  <path d="m6 9 6 6 6-6" />
                </SvgIcon>
              </summary>
              {item.answer && (
                <div className="space-y-4 px-5 pb-6 leading-7 whitespace-pre-line text-muted-foreground sm:px-6">
                  {paragraphs(item.answer).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              )}
            </details>
          ))}
        </div>
      )}
    </SectionShell>
  )
}
