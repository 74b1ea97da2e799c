/**
 * `npm run leads:export > leads.csv`: every lead as CSV, from the configured store
 * (DATABASE_URL, or the embedded database in LEADS_DATA_DIR; stop the server first when
 * using the embedded one: only one process may open it, and the export waits for it, then fails).
 */
import { getLeadStore } from '../lib/leads'
import { leadsToCsv } from '../lib/leads/inbox/csv'

const store = getLeadStore()
try {
  // Opening the embedded database may wait for a server that has it open, then says so.
  await store.ready()
  // Oldest first, as it always was; with each lead's status (the inbox's reading of the store).
  process.stdout.write(leadsToCsv((await store.inbox.matching({})).reverse()))
} catch (error) {
  console.error(`Could not export leads: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await store.close()
}
