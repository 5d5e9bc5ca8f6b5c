import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The embedded default keeps scheduled work in PGlite: the claim (FOR UPDATE SKIP LOCKED),
 * the run and the re-arm must work there and survive a restart. PGlite loads its WebAssembly
 * through dynamic import, which jest's module VM does not run, so the built code runs in Node.
 */
const root = resolve(__dirname, '../../../..');
const script = `
const { openDatabase, Scheduler, createLogger } = require('${root}/services/platform/dist');
const { sql } = require('drizzle-orm');
(async () => {
  const dir = process.argv[1];
  const log = createLogger('scheduler-pglite');
  const open = () => openDatabase({ dataDir: dir, schema: 'community', migrationsFolder: '${root}/services/community/migrations' });
  let now = new Date('2026-03-01T08:00:00Z');
  const clock = () => now;
  const ran = [];
  const jobs = (db) => new Scheduler(db, 'community', log, { clock })
    .register({ name: 'parcel-reminder', run: async ({ payload }) => { ran.push(payload.parcel); } })
    .every({ name: 'expire-bulletins', everyMs: 3600000, run: async ({ since }) => { ran.push('tick since ' + (since ? since.toISOString() : 'never')); } });
  const first = await open();
  const a = jobs(first.db);
  await a.start();
  await a.runDue();
  await a.schedule(first.db, 'parcel-reminder', new Date('2026-03-02T08:00:00Z'), { parcel: 'P-1' }, 'parcel:P-1:day1');
  await a.schedule(first.db, 'parcel-reminder', new Date('2026-03-02T08:00:00Z'), { parcel: 'P-1' }, 'parcel:P-1:day1');
  await a.stop();
  await first.close();
  now = new Date('2026-03-03T08:00:00Z');
  const second = await open();
  const b = jobs(second.db);
  await b.start();
  await b.runDue();
  await b.stop();
  const { rows } = await second.db.execute(sql\`select count(*)::int as n from community.scheduled_jobs where done_at is not null\`);
  await second.close();
  console.log(JSON.stringify({ ran, done: rows[0].n }));
})().catch((err) => { console.error(err); process.exit(1); });
`;

it('claims, runs and re-arms scheduled work in embedded PGlite across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-sched-pglite-'));
  try {
    const run = spawnSync(process.execPath, ['-e', script, dir], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout.trim().split('\n').pop()!);
    expect(result).toEqual({
      ran: ['tick since never', 'tick since 2026-03-01T08:00:00.000Z', 'P-1'],
      done: 1,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
