import { gridLayout, PHONE_SCROLLER } from '../../ui/grid-layout'
import { SanityImage } from '../../ui/sanity-image'
import { SmartLink } from '../../ui/smart-link'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

type Story = NonNullable<NonNullable<SectionOf<'caseStudies'>['items']>[number]['story']>

/** Where a post or a news item lives. */
export function storyHref(story: Pick<Story, '_type' | 'slug'>) {
  if (!story.slug) return null
  return `${story._type === 'post' ? '/blog' : '/news'}/${story.slug}`
}

/** Named customers, each with one measured result and a link to the story that tells it. */
export function CaseStudiesSection({ _key, _type, heading, intro, items }: SectionOf<'caseStudies'>) {
  const studies = (items ?? []).filter((item) => item.customer?.name && item.result)
  const grid = gridLayout(studies.length)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro}>
      {studies.length > 0 && (
        <ul
          className={`${grid.list} gap-6 ${studies.length > 1 ? PHONE_SCROLLER.list : ''}`}
          // On phones the cards scroll sideways: the list takes the focus so the keyboard scrolls it.
          tabIndex={studies.length > 1 ? 0 : undefined}
          aria-label={studies.length > 1 ? (heading ?? 'Case studies') : undefined}
        >
          {studies.map((study, index) => {
            const href = study.story ? storyHref(study.story) : null
            const customer = study.customer!
            return (
              <li
                key={study._key}
                className={`${grid.item(index)} ${studies.length > 1 ? PHONE_SCROLLER.item : ''} flex flex-col rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8`}
              >
                {customer.logo?.asset?.url && (
                  <SanityImage
                    // Decorative: the customer's name is the heading under it.
                    image={{ ...customer.logo, alt: '' }}
                    sizes="120px"
                    className="mb-4 h-7 w-auto max-w-28 self-start opacity-80 dark:brightness-0 dark:invert"
                  />
                )}
                <h3 className="text-lg font-semibold">{customer.name}</h3>
                {customer.industry && <p className="text-sm text-muted-foreground">{customer.industry}</p>}
                <p className="mt-5 flex flex-col">
                  <span className="text-4xl font-bold tracking-tight text-primary">{study.result}</span>
                  {study.resultLabel && <span className="mt-1 font-medium">{study.resultLabel}</span>}
                </p>
                {study.summary && <p className="mt-3 leading-7 text-pretty text-muted-foreground">{study.summary}</p>}
                {href && study.story?.title && (
                  <p className="mt-auto pt-6">
                    <SmartLink
                      href={href}
                      // The visible words, then which story: several cards say "Read the story".
                      aria-label={`Read the story: ${study.story.title}`}
                      className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      Read the story
                      <span aria-hidden="true">→</span>
                    </SmartLink>
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </SectionShell>
  )
}
