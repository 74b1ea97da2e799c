import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { DRAFT_MODE_ENABLE_PATH, locations, mainDocuments } from './presentation'
import { schemaTypes, singletonTypes } from './schema-types'
import { structure } from './structure'
import { initialValueTemplates, parameterizedTemplateIds } from './templates'

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
    plugins: [
      structureTool({ structure }),
      // The Studio is embedded in the site (/studio), so the preview is this origin in draft mode.
      presentationTool({
        title: 'Preview',
        resolve: { locations, mainDocuments },
        previewUrl: { previewMode: { enable: DRAFT_MODE_ENABLE_PATH } },
      }),
    ],
    schema: {
      types: schemaTypes,
      // Singletons are opened from the desk structure, never created from "New document".
      templates: (templates) => [
        ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
        ...initialValueTemplates,
      ],
    },
    document: {
      actions: (actions, { schemaType }) =>
        singletonTypes.has(schemaType)
          ? actions.filter(({ action }) => action && singletonActions.has(action))
          : actions,
      // A template that needs a category is offered only inside a category's list.
      newDocumentOptions: (items, { creationContext }) =>
        creationContext.type === 'global'
          ? items.filter(({ templateId }) => !parameterizedTemplateIds.has(templateId))
          : items,
    },
  })
}

/** Used by the Sanity CLI (schema extract, typegen, dataset import); the site passes its own ids. */
export default createStudioConfig({ projectId: 'local', dataset: 'production' })
