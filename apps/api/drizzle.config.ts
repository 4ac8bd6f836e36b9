import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`pnpm --filter @chaussee/api db:generate`), committed,
// and applied by the server at start on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tables/*.ts',
  out: './drizzle',
});
