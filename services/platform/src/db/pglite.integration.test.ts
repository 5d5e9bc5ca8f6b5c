import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * `npm start` keeps each service's data in embedded PGlite: the same migrations, seed and
 * keyset queries must work there and survive a restart. PGlite loads its WebAssembly through
 * dynamic import, which jest's module VM does not run, so the built code runs in plain Node.
 */
const root = resolve(__dirname, '../../../..');
const script = `
const { openDatabase, tableFor, ResourceService, ClaimsAccessResolver } = require('${root}/services/platform/dist');
const { property } = require('${root}/services/contracts/dist');
const { peopleService } = require('${root}/services/people/dist/people.service.js');
const { seedPeople } = require('${root}/services/people/dist/portfolio/portfolio.seed.js');
const { seedAccess } = require('${root}/services/people/dist/access/access.seed.js');
const { sql } = require('drizzle-orm');
(async () => {
  const dir = process.argv[1];
  const open = () => openDatabase({ dataDir: dir, schema: 'people', migrationsFolder: peopleService.migrationsFolder });
  const first = await open();
  await seedAccess(first.db);
  await seedPeople(first.db);
  const admin = await new ClaimsAccessResolver().resolve({ sub: 'a', iss: 'i', aud: 'portico-api', exp: 0, iat: 0, realm_access: { roles: ['administrator'] } });
  const properties = new ResourceService(property, tableFor(property), first.db);
  const page1 = await properties.list(admin, { limit: 2 });
  const page2 = await properties.list(admin, { limit: 2, cursor: page1.nextCursor });
  await properties.create(admin, { name: 'Persisted Place', parentOrgId: '0b8f5c1e-0000-4000-8000-000000000001' });
  await first.close();
  const again = await open();
  const { rows } = await again.db.execute(sql\`select count(*)::int as n from people.properties\`);
  await again.close();
  console.log(JSON.stringify({ kind: first.kind, total: page1.total, names: [...page1.items, ...page2.items].map((p) => p.name), afterRestart: rows[0].n }));
})().catch((err) => { console.error(err); process.exit(1); });
`;

it('migrates, seeds, pages and reopens an embedded PGlite database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-pglite-'));
  try {
    const run = spawnSync(process.execPath, ['-e', script, dir], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout.trim().split('\n').pop()!);
    expect(result).toEqual({
      kind: 'pglite',
      total: 3,
      names: ['Harbor Lofts', 'Harbor View Apartments', 'Summit Ridge Condominiums'],
      afterRestart: 4,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
