import { defineConfig } from 'drizzle-kit'

/** `npx drizzle-kit generate` writes SQL migrations to drizzle/ from the tables' schemas. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./lib/leads/store/schema.ts', './lib/db/rate-limits.ts'],
  out: './drizzle',
})
