/**
 * Writes studio/seed/data.ndjson from the documents in studio/seed/source.
 * `--check` fails when the committed file differs from what the sources produce.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { SEED_FILE } from '../lib/content/seed-dataset'
import { documents } from '../studio/seed/source/index'

const ids = new Set<string>()
for (const doc of documents) {
  if (ids.has(doc._id)) throw new Error(`Duplicate document id in seed sources: ${doc._id}`)
  ids.add(doc._id)
}

const ndjson = [...documents]
  .sort((a, b) => a._id.localeCompare(b._id))
  .map((doc) => JSON.stringify(doc))
  .join('\n')
  .concat('\n')

if (process.argv.includes('--check')) {
  const current = readFileSync(SEED_FILE, 'utf8')
  if (current !== ndjson) {
    console.error('studio/seed/data.ndjson is out of date with studio/seed/source: run `npm run seed`.')
    process.exit(1)
  }
  console.log(`Seed dataset is up to date (${documents.length} documents).`)
} else {
  writeFileSync(SEED_FILE, ndjson)
  console.log(`Wrote ${documents.length} documents to ${SEED_FILE}`)
}
