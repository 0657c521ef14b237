import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration for every change of the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./api/db/schema.ts', './api/db/schema-forms.ts'],
  out: './api/db/migrations',
});
