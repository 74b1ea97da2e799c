import { defineConfig } from 'drizzle-kit'

/** `npx drizzle-kit generate` writes SQL migrations to drizzle/ from lib/leads/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/leads/schema.ts',
  out: './drizzle',
})
