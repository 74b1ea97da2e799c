import { at, defineMigration, setIfMissing } from 'sanity/migrate'
import { recognisedTools } from '../../seed/source/chat-assistant'

/**
 * Michael's "Tools Michael recognises" came with the seed of November 2026; until then the list was
 * in the code. A dataset imported before that has the field missing, and Michael would notice no
 * tool by name. This migration gives such a document the seed's list; one that has the field, even
 * one a marketer emptied, is left alone.
 *
 *   cd studio && npx sanity migration run chat-assistant-tools              (a dry run: what it would change)
 *   cd studio && npx sanity migration run chat-assistant-tools --no-dry-run (changes the dataset)
 */
export default defineMigration({
  title: "Michael's recognised tools, for a dataset imported before the field existed",
  documentTypes: ['chatAssistant'],
  migrate: {
    document(doc) {
      if (doc.tools !== undefined) return undefined
      const tools = recognisedTools.map((tool) => ({
        ...tool,
        _key: tool.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      }))
      return at('tools', setIfMissing(tools))
    },
  },
})
