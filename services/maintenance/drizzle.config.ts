import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
  schemaFilter: ['maintenance'],
  migrations: { schema: 'maintenance', table: '__migrations' },
});
