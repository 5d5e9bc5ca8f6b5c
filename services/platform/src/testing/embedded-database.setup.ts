import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// jest's "embedded" project: the services a suite starts run on PGlite, as `npm start` runs them.
process.env.PORTICO_TEST_DATABASE = 'embedded';

// PGlite loads its WebAssembly and extensions through dynamic import. jest's module loader can
// answer a second import of a module still being linked with nothing, so one instance starts
// alone before any service does, and the services find those modules loaded.
beforeAll(async () => {
  const warm = new PGlite({ extensions: { pg_trgm } });
  await warm.query('select 1');
  await warm.close();
}, 120_000);
