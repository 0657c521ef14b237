import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration for every change of the schema.
export default defineConfig({
  dialect: 'postgresql',
  // Every domain's tables, gathered by api/db/schema.ts.
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
