import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { schemaTypes, singletonTypes } from './schema-types'
import { structure } from './structure'

/** Actions a singleton keeps: no duplicate, no delete, no unpublish. */
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export type StudioOptions = { projectId: string; dataset: string }

export function createStudioConfig({ projectId, dataset }: StudioOptions) {
  return defineConfig({
    name: 'default',
    title: 'Agency website',
    basePath: '/studio',
    projectId,
    dataset,
    plugins: [structureTool({ structure })],
    schema: {
      types: schemaTypes,
      // Singletons are opened from the desk structure, never created from "New document".
      templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
    },
    document: {
      actions: (actions, { schemaType }) =>
        singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
    },
  })
}

/** Used by the Sanity CLI (schema extract, typegen, dataset import); the site passes its own ids. */
export default createStudioConfig({ projectId: 'local', dataset: 'production' })
