import { defineCliConfig } from 'sanity/cli'

/**
 * The Sanity CLI's own configuration. The CLI reads its project from SANITY_STUDIO_PROJECT_ID
 * (it runs outside the site, so lib/config.ts does not apply here); see docs/publishing.md.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'local',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  typegen: {
    path: ['../app/**/*.{ts,tsx}', '../components/**/*.{ts,tsx}', '../lib/**/*.{ts,tsx}'],
    schema: './schema.json',
    generates: '../sanity.types.ts',
    overloadClientMethods: true,
  },
})
