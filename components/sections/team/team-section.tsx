import { gridLayout } from '../../ui/grid-layout'
import { SanityImage } from '../../ui/sanity-image'
import { SectionShell } from '../section-shell'
import type { SectionOf } from '../types'

type Person = NonNullable<NonNullable<SectionOf<'team'>['people']>[number]>

/** The people behind the company, from the authors in the CMS: photo, name, role, short bio. */
export function TeamSection({ _key, _type, heading, intro, people }: SectionOf<'team'>) {
  // A reference to a deleted author dereferences to null.
  const members = (people ?? []).filter((person): person is Person => Boolean(person?.name))
  const grid = gridLayout(members.length)
  return (
    <SectionShell type={_type} sectionKey={_key} heading={heading} intro={intro} tone="muted">
      {members.length > 0 && (
        <ul className={`${grid.list} gap-6`}>
          {members.map((person, index) => (
            <li
              key={person._id}
              className={`${grid.item(index)} flex gap-5 rounded-2xl border border-border bg-card p-6 text-card-foreground sm:flex-col sm:items-center sm:p-8 sm:text-center`}
            >
              {person.avatar?.asset?.url && (
                <SanityImage
                  // Decorative: the name is the heading beside the photo.
                  image={{ ...person.avatar, alt: '' }}
                  aspectRatio={1}
                  sizes="96px"
                  className="size-16 shrink-0 rounded-full sm:size-24"
                />
              )}
              <div>
                <h3 className="text-lg font-semibold">{person.name}</h3>
                {person.role && <p className="text-sm font-medium text-primary">{person.role}</p>}
                {person.bio && <p className="mt-3 leading-7 text-pretty text-muted-foreground">{person.bio}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  )
}
