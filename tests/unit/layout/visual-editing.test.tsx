import { isValidElement } from 'react'
import { VisualEditing as DocumentedVisualEditing } from 'next-sanity/visual-editing'
import { describe, expect, it } from 'vitest'
import { VisualEditing } from '@/components/layout/visual-editing'
import { loadVisualEditing } from '@/components/layout/visual-editing-loader'

/**
 * The root layout renders our VisualEditing in draft mode instead of next-sanity's documented
 * one, so that the documented one's client wrapper stays out of every first load
 * (components/layout/visual-editing.tsx). These fail when an upgrade of next-sanity moves or
 * changes what ours stands in for.
 */
describe('visual editing in draft mode', () => {
  it("fetches the very component next-sanity's documented <VisualEditing /> renders", async () => {
    const documented = DocumentedVisualEditing({})
    expect(isValidElement(documented)).toBe(true)
    const component = await loadVisualEditing()
    // A React component: a function, or an object React renders (lazy, memo, forwardRef).
    expect(['function', 'object']).toContain(typeof component)
    expect(component).toBe(documented.type)
  })

  it('gives it the same props: the same Server Actions and routing options, nothing left out', () => {
    const documented = DocumentedVisualEditing({})
    const ours = VisualEditing()
    // toEqual: a prop the documented one leaves undefined (basePath, read from Next's config) may be left out.
    expect(ours.props).toEqual(documented.props)
  })
})
