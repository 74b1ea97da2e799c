/** `npm run db:migrate`: applies the SQL migrations in drizzle/ to DATABASE_URL. */
import { getConfig } from '../lib/config'
import { migratePostgres } from '../lib/db/connection'

const { leads } = getConfig()
if (leads.driver !== 'postgres') {
  console.log('DATABASE_URL is not set: the embedded database migrates itself when the server starts.')
} else {
  try {
    await migratePostgres(leads.databaseUrl)
    console.log('Database is up to date.')
  } catch (error) {
    console.error(`Migration failed: ${(error as Error).message}`)
    process.exitCode = 1
  }
}
