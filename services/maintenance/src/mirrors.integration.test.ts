import { and, eq, sql } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import {
  SEED_ACCOUNTS,
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_UNITS,
  defineEntity,
  property,
  stateStreamName,
  unit,
  user,
  type DomainEvent,
  type EntityDef,
  type RecordHistory,
} from '@portico/contracts';
import {
  MIRROR,
  NatsRpcClient,
  createDomainService,
  OutboxRelay,
  mirrorRecordsTable,
  openDatabase,
  tableFor,
  type Database,
  type DomainServiceOptions,
  type MirrorStore,
} from '@portico/platform';
import {
  createTestDatabase,
  startDomainServiceForTest,
  startIsolatedNats,
  startTestIssuer,
  type TestIssuer,
} from '@portico/platform/testing';
import { peopleService } from '../../people/src/people.service';
import { billingService } from '../../billing/src/billing.service';
import { maintenanceService } from './maintenance.service';

/**
 * Cross-domain mirrors (ADR 0021): people's units and users reach maintenance through the state
 * stream; references and parents naming them resolve against the mirror, in the caller's scope.
 * `job` stands in for the work orders to come: a unit's record, owned through the unit.
 */
const job: EntityDef = defineEntity({
  name: 'job',
  domain: 'maintenance',
  module: 'maintenance-type', // its slugs exist already, so seeded roles hold them
  grants: {},
  table: 'jobs',
  title: { en: 'Job', es: 'Trabajo' },
  titlePlural: { en: 'Jobs', es: 'Trabajos' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'title',
  defaultSort: { field: 'title', direction: 'asc' },
  fields: {
    title: { kind: 'text', label: { en: 'Title', es: 'Título' }, required: 'The Title field is required', max: 120 },
    notes: { kind: 'longText', label: { en: 'Notes', es: 'Notas' }, max: 2000 },
    unitId: { kind: 'ref', ref: 'unit', label: { en: 'Unit', es: 'Unidad' }, required: 'The Unit field is required' },
  },
});
const JOBS_DDL = `CREATE TABLE maintenance.jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), parent_org_id uuid NOT NULL, property_id uuid NOT NULL,
  status text NOT NULL DEFAULT 'active', version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text, updated_by text, title text, notes text, unit_id uuid)`;

const withJobs: DomainServiceOptions = {
  ...maintenanceService,
  resources: [...maintenanceService.resources, { def: job, table: tableFor(job) }],
  mirrors: [property, unit, user],
};

const admin = SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'))!;
const manager = SEED_ACCOUNTS.find((a) => a.email === 'manager@portico.test')!;
const summitManager = SEED_ACCOUNTS.find((a) => a.email === 'manager2@portico.test')!;
const SUMMIT_UNIT = '2dab7e30-0000-4000-8000-000000000201';
const HARBOR_308 = '2dab7e30-0000-4000-8000-000000000024';

let natsServer: Awaited<ReturnType<typeof startIsolatedNats>>;
let issuer: TestIssuer;
let people: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let maintenance: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let db: Database;
let nc: NatsConnection;
let rpc: NatsRpcClient;

beforeAll(async () => {
  natsServer = await startIsolatedNats();
  issuer = await startTestIssuer();
  people = await startDomainServiceForTest(peopleService, issuer.issuer);
  maintenance = await startDomainServiceForTest(withJobs, issuer.issuer);
  db = await openDatabase({ url: maintenance.databaseUrl, schema: 'maintenance', migrationsFolder: maintenanceService.migrationsFolder });
  await db.db.execute(sql.raw(JOBS_DDL));
  nc = await connect({ servers: natsServer.url });
  rpc = new NatsRpcClient(nc);
});

afterAll(async () => {
  await nc.drain();
  await db.close();
  await maintenance.stop();
  await people.stop();
  await issuer.close();
  await natsServer.stop();
});

const as = async (account: (typeof SEED_ACCOUNTS)[number]) => ({ authorization: `Bearer ${await issuer.token(account)}` });

/** Polls (bounded) until `check` holds for the mirror row of `id`; returns the last row seen. */
async function mirrorRow(database: Database, entity: string, id: string, check: (row: Record<string, unknown> | undefined) => boolean) {
  const table = mirrorRecordsTable(database === db ? 'maintenance' : 'billing');
  let row: Record<string, unknown> | undefined;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    [row] = await database.db
      .select()
      .from(table)
      .where(and(eq(table.entity, entity), eq(table.id, id)));
    if (check(row)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  return row;
}

async function failure(promise: Promise<unknown>): Promise<{ code?: string; details?: unknown; message?: string }> {
  try {
    await promise;
  } catch (err) {
    return err as { code?: string; details?: unknown };
  }
  throw new Error('expected a refusal');
}

describe('mirror of people units', () => {
  it('follows a unit created, updated and archived in people', async () => {
    const created = await rpc.request<{ id: string }>(
      'people.unit.create',
      { body: { unitNumber: 'M-900', propertyId: SEED_PROPERTIES.harborView } },
      await as(admin),
    );
    expect(await mirrorRow(db, 'unit', created.id, (r) => r?.version === 1)).toMatchObject({
      display: 'M-900',
      parentOrgId: SEED_ORGS.harbor,
      propertyId: SEED_PROPERTIES.harborView,
      unitId: created.id,
      status: 'active',
    });
    await rpc.request('people.unit.update', { params: { id: created.id }, body: { unitNumber: 'M-901' } }, await as(admin));
    expect(await mirrorRow(db, 'unit', created.id, (r) => r?.version === 2)).toMatchObject({ display: 'M-901' });
    await rpc.request('people.unit.archive', { params: { id: created.id } }, await as(admin));
    expect(await mirrorRow(db, 'unit', created.id, (r) => r?.version === 3)).toMatchObject({ status: 'archived' });

    // An event again, or an older one late, changes nothing.
    const store = maintenance.app.get<MirrorStore>(MIRROR);
    const stale: DomainEvent = {
      id: 'x',
      subject: 'people.unit.updated',
      occurredAt: new Date().toISOString(),
      data: {
        id: created.id,
        parentOrgId: SEED_ORGS.harbor,
        propertyId: SEED_PROPERTIES.harborView,
        unitNumber: 'M-OLD',
        status: 'active',
        version: 2,
      },
    };
    expect(await store.apply(stale)).toBe(false);
    expect(await store.apply({ ...stale, data: { ...(stale.data as object), version: 3 } })).toBe(false);
    expect(await mirrorRow(db, 'unit', created.id, () => true)).toMatchObject({ display: 'M-901', status: 'archived', version: 3 });

    // A batch (as a backfill delivers): per record, its newest state wins whatever the order.
    const other = '2dab7e30-0000-4000-8000-00000000a001';
    const state = (version: number, verb = 'updated'): DomainEvent => ({
      ...stale,
      subject: `people.unit.${verb}`,
      data: { ...(stale.data as object), id: other, unitNumber: `B-${version}`, version },
    });
    expect(await store.applyMany([state(2), state(1), state(3), state(2)])).toBe(1);
    expect(await mirrorRow(db, 'unit', other, () => true)).toMatchObject({ display: 'B-3', version: 3 });
    expect(await store.applyMany([state(3, 'deleted'), state(2)])).toBe(1);
    expect(await mirrorRow(db, 'unit', other, () => true)).toBeUndefined();

    await rpc.request('people.unit.delete', { params: { id: created.id } }, await as(admin));
    expect(await mirrorRow(db, 'unit', created.id, (r) => r === undefined)).toBeUndefined();
  });

  it('holds the seeded units and users, written before maintenance listened', async () => {
    expect(await mirrorRow(db, 'unit', SEED_UNITS.harborView101, (r) => r !== undefined)).toMatchObject({ display: '101' });
    expect(await mirrorRow(db, 'user', manager.id, (r) => r !== undefined)).toMatchObject({ parentOrgId: SEED_ORGS.harbor });
  });

  it('a service started later, with an empty mirror, backfills from the state stream (refilled from the outbox)', async () => {
    // As a first start with ADR 0021 finds it: records published long ago, no state stream.
    const jsm = await nc.jetstreamManager();
    await jsm.streams.purge(stateStreamName('people'));
    expect(await people.app.get(OutboxRelay).publishStateFromOutbox()).toBeGreaterThan(40);
    const billing = await startDomainServiceForTest({ ...billingService, mirrors: [unit] }, issuer.issuer);
    const billingDb = await openDatabase({
      url: billing.databaseUrl,
      schema: 'billing',
      migrationsFolder: billingService.migrationsFolder,
    });
    try {
      expect(await mirrorRow(billingDb, 'unit', SUMMIT_UNIT, (r) => r !== undefined)).toMatchObject({ parentOrgId: SEED_ORGS.summit });
      const count = async (database: Database, schema: 'billing' | 'maintenance') => {
        const table = mirrorRecordsTable(schema);
        const [row] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.entity, 'unit'));
        return row!.n;
      };
      const expected = await count(db, 'maintenance');
      let got = 0;
      for (let attempt = 0; attempt < 100 && got !== expected; attempt += 1) {
        got = await count(billingDb, 'billing');
        if (got !== expected) await new Promise((r) => setTimeout(r, 100));
      }
      expect(got).toBe(expected);
    } finally {
      await billingDb.close();
      await billing.stop();
    }
  });

  it('a wiped mirror is refilled when its service starts again', async () => {
    const database = await createTestDatabase('portico_billing');
    const options = { ...billingService, mirrors: [unit] };
    const config = {
      domain: 'billing' as const,
      natsUrl: process.env.NATS_URL!,
      databaseUrl: database.url,
      oidcIssuer: issuer.issuer,
      seedDemoData: false,
    };
    const billingDb = await openDatabase({ url: database.url, schema: 'billing', migrationsFolder: billingService.migrationsFolder });
    try {
      let app = await createDomainService(options, config);
      expect(await mirrorRow(billingDb, 'unit', SUMMIT_UNIT, (r) => r !== undefined)).toBeDefined();
      await app.close();
      await billingDb.db.execute(sql.raw('DELETE FROM billing.mirror_records'));
      // Its durable consumer has acknowledged every state already: only a replay refills it.
      app = await createDomainService(options, config);
      expect(await mirrorRow(billingDb, 'unit', SUMMIT_UNIT, (r) => r !== undefined)).toMatchObject({ parentOrgId: SEED_ORGS.summit });
      await app.close();
    } finally {
      await billingDb.close();
      await database.drop();
    }
  });
});

describe('references through the mirror', () => {
  it('refuses a unit of another tenant as if it did not exist', async () => {
    await mirrorRow(db, 'unit', SUMMIT_UNIT, (r) => r !== undefined);
    const refused = await failure(
      rpc.request('maintenance.job.create', { body: { title: 'Leak', unitId: SUMMIT_UNIT } }, await as(manager)),
    );
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(refused.details)).toContain('Unit not found on the selected Parent Org');
  });

  it('accepts a unit in scope and copies its tenant ids', async () => {
    const created = await rpc.request<Record<string, unknown>>(
      'maintenance.job.create',
      { body: { title: 'Leak', unitId: SEED_UNITS.harborView101 } },
      await as(manager),
    );
    expect(created).toMatchObject({
      parentOrgId: SEED_ORGS.harbor,
      propertyId: SEED_PROPERTIES.harborView,
      unitId: SEED_UNITS.harborView101,
    });
  });

  it('CSV import finds a unit by its number through the mirror', async () => {
    await mirrorRow(db, 'unit', HARBOR_308, (r) => r !== undefined);
    const auth = await as(admin);
    const started = await rpc.request<{ id: string }>('maintenance.job.import.start', { body: {} }, auth);
    const staged = await rpc.request<{ errorRows: number; totalRows: number }>(
      'maintenance.job.import.rows',
      {
        params: { jobId: started.id },
        body: {
          rows: [
            { row: 1, values: { title: 'Door', unitId: '308' } },
            { row: 2, values: { title: 'Window', unitId: 'Z-999' } },
          ],
        },
      },
      auth,
    );
    expect(staged).toMatchObject({ totalRows: 2, errorRows: 1 });
    const [row] = (
      (await db.db.execute(sql.raw(`SELECT "values" FROM maintenance.import_rows WHERE row = 1 AND job_id = '${started.id}'`))) as {
        rows: unknown[];
      }
    ).rows as { values: Record<string, unknown> }[];
    expect(row!.values.unitId).toBe(HARBOR_308);
  });
});

describe('history', () => {
  it('lists created, the two fields an update changed, and archived, with who did it', async () => {
    const auth = await as(manager);
    const created = await rpc.request<{ id: string }>(
      'maintenance.job.create',
      { body: { title: 'Heater', notes: 'Cold', unitId: SEED_UNITS.harborView101 } },
      auth,
    );
    await rpc.request('maintenance.job.update', { params: { id: created.id }, body: { title: 'Heater broken', notes: 'Very cold' } }, auth);
    await rpc.request('maintenance.job.archive', { params: { id: created.id } }, await as(admin));
    const history = await rpc.request<RecordHistory>('maintenance.job.history', { params: { id: created.id } }, auth);
    expect(history.items.map((e) => e.kind)).toEqual(['created', 'updated', 'archived']);
    expect(history.items[0]).toMatchObject({ actorId: manager.id, actorName: manager.name, changes: [] });
    expect(history.items[1]!.changes).toEqual([
      { field: 'title', from: 'Heater', to: 'Heater broken' },
      { field: 'notes', from: 'Cold', to: 'Very cold' },
    ]);
    expect(history.items[2]).toMatchObject({ actorId: admin.id, actorName: admin.name });
  });

  it('answers not found for a record of another tenant', async () => {
    const created = await rpc.request<{ id: string }>(
      'maintenance.job.create',
      { body: { title: 'Roof', unitId: SEED_UNITS.harborView101 } },
      await as(manager),
    );
    const refused = await failure(rpc.request('maintenance.job.history', { params: { id: created.id } }, await as(summitManager)));
    expect(refused.code).toBe('NOT_FOUND');
  });
});
