import type { Section } from './types'

/** Placeholder until the section components land; maps each section `_type` to its component. */
export function SectionRenderer({ sections }: { sections: Section[] | null | undefined }) {
  return (
    <>
      {(sections ?? []).map((section) => (
        <section key={section._key} data-section={section._type} />
      ))}
    </>
  )
}
