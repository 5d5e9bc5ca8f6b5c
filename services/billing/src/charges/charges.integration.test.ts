import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connect, type NatsConnection } from 'nats';
import { SEED_ORGS, SEED_PROPERTIES, SEED_UNITS, SEED_VENDORS, type DomainEvent } from '@portico/contracts';
import { ensureEventStream, eventCodec, openDatabase, type Database } from '@portico/platform';
import { peopleService } from '../../../people/src/people.service';
import { billingService } from '../billing.service';
import { OPERATION_SUBJECTS, operationChargeSubscriptions } from './operation-charges';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';
import { generateRecurringCharges } from './recurring-charges';

/**
 * Operations feed billing: community and maintenance events published on NATS (in the shapes
 * those services publish) become invoices exactly once, however often they are delivered.
 */
let api: ApiTestbed;
let nc: NatsConnection;
let pool: pg.Pool;
let database: Database;
const sql = async <T = Record<string, any>>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];

const harbor = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborView, unitId: SEED_UNITS.harborView101 };

async function publish(subject: string, data: Record<string, unknown>, id: string = randomUUID()): Promise<string> {
  const event: DomainEvent = { id, subject, occurredAt: new Date().toISOString(), actor: 'test', orgId: String(data.parentOrgId), data };
  await nc.jetstream().publish(subject, eventCodec.encode(event), { msgID: `${id}:${Math.random()}` });
  return id;
}

async function invoicesFor(sourceKey: string, wait = true): Promise<Record<string, any>[]> {
  const deadline = Date.now() + (wait ? 20_000 : 0);
  for (;;) {
    const rows = await sql(`select * from billing.billings where source_key = $1`, [sourceKey]);
    if (rows.length > 0 || Date.now() >= deadline) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until the consumer has taken `eventId` into its inbox (it was handled, billed or not). */
async function consumed(eventId: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [row] = await sql(`select count(*)::int as n from billing.inbox where message_id = $1`, [eventId]);
    if (row!.n > 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`event ${eventId} was not consumed`);
}

beforeAll(async () => {
  // Every operation subject, declared in this build's catalogue or not (the community entities
  // arrive from other branches): the test's stream carries them.
  const billing = { ...billingService, subscriptions: operationChargeSubscriptions({ ...OPERATION_SUBJECTS }) };
  api = await startApiTestbed({ services: [peopleService, billing], requestTimeoutMs: 30_000 });
  nc = await connect({ servers: api.natsUrl });
  await ensureEventStream(nc, 'community');
  await ensureEventStream(nc, 'maintenance');
  pool = new pg.Pool({ connectionString: api.databases.billing, max: 3 });
  database = await openDatabase({
    url: api.databases.billing,
    schema: 'billing',
    migrationsFolder: `${__dirname}/../../migrations`,
    poolSize: 2,
  });
  // The unit mirror comes from people's events: createInvoice checks the unit against it.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const [row] = await sql(`select count(*)::int as n from billing.mirror_records where entity = 'unit'`);
    if (row!.n > 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(async () => {
  await database?.close();
  await pool?.end();
  await nc?.drain();
  await api?.stop();
});

describe('operations feed billing', () => {
  it('a covenant fine becomes one open charge on the unit, however often it is delivered', async () => {
    const fine = {
      id: randomUUID(),
      ...harbor,
      fineAmount: 7500,
      residentUserId: 'a0000000-0000-4000-8000-000000000004',
      state: 'fined',
      title: 'Noise after 10pm',
    };
    const eventId = await publish('community.event.covenantEnforcement.fined', fine);
    await publish('community.event.covenantEnforcement.fined', fine, eventId); // redelivery: same event id
    await publish('community.covenantEnforcement.fined', fine, eventId); // the relay's copy on the old subject (ADR 0087)
    await publish('community.event.covenantEnforcement.fined', fine); // the same fine, announced again
    const [invoice] = await invoicesFor(`covenant-fine:${fine.id}`);
    expect(invoice).toMatchObject({ type: 'receivable', state: 'open', unit_id: harbor.unitId, total: '7500' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await invoicesFor(`covenant-fine:${fine.id}`, false)).toHaveLength(1);
    const [ledger] = await sql(`select sum(debit)::int as d, sum(credit)::int as c from billing.financial_entries where billing_id = $1`, [
      invoice!.id,
    ]);
    expect(ledger).toEqual({ d: 7500, c: 7500 });
  });

  it('a reservation deposit is charged when the reservation is approved, once', async () => {
    const reservation = { id: randomUUID(), ...harbor, deposit: 20000, userId: 'a0000000-0000-4000-8000-000000000004', state: 'pending' };
    const pendingEvent = await publish('community.reservation.updated', reservation);
    await consumed(pendingEvent);
    expect(await invoicesFor(`reservation-deposit:${reservation.id}`, false)).toHaveLength(0);
    await publish('community.event.reservation.approved', { ...reservation, state: 'approved', version: 2 });
    await publish('community.reservation.updated', { ...reservation, state: 'approved', version: 3 });
    const invoices = await invoicesFor(`reservation-deposit:${reservation.id}`);
    expect(invoices).toHaveLength(1);
    const [line] = await sql(`select account, amount::int as amount from billing.billing_lines where billing_id = $1`, [invoices[0]!.id]);
    expect(line).toEqual({ account: '2300', amount: 20000 });
  });

  it('a chargeable completed order bills the unit; vendor work becomes a DRAFT bill', async () => {
    const order = {
      id: randomUUID(),
      ...harbor,
      title: 'Replace faucet',
      state: 'completed',
      laborCost: 9000,
      partsCost: 3500,
      chargeToResident: true,
      vendorId: SEED_VENDORS.brightFix,
    };
    await publish('maintenance.event.order.completed', order);
    const [charge] = await invoicesFor(`maintenance-charge:${order.id}`);
    expect(charge).toMatchObject({ type: 'receivable', state: 'open', total: '12500' });
    const [bill] = await invoicesFor(`maintenance-vendor-bill:${order.id}`);
    expect(bill).toMatchObject({ type: 'payable', state: 'draft', vendor_id: SEED_VENDORS.brightFix, total: '12500' });

    const notChargeable = { ...order, id: randomUUID(), chargeToResident: false, vendorId: null };
    await consumed(await publish('maintenance.event.order.completed', notChargeable));
    expect(await invoicesFor(`maintenance-charge:${notChargeable.id}`, false)).toHaveLength(0);
  });

  it('still bills what a producer not yet upgraded publishes on an action’s old subject (ADR 0087)', async () => {
    const order = { id: randomUUID(), ...harbor, title: 'Old release', state: 'completed', laborCost: 4000, chargeToResident: true };
    await publish('maintenance.order.completed', order);
    const [charge] = await invoicesFor(`maintenance-charge:${order.id}`);
    expect(charge).toMatchObject({ type: 'receivable', state: 'open', total: '4000' });
  });

  it('a charge on a unit of another organization is refused, not retried forever', async () => {
    const foreign = {
      id: randomUUID(),
      parentOrgId: SEED_ORGS.summit,
      propertyId: SEED_PROPERTIES.summitRidge,
      unitId: SEED_UNITS.harborView101,
      fineAmount: 100,
    };
    await consumed(await publish('community.event.covenantEnforcement.fined', foreign));
    expect(await invoicesFor(`covenant-fine:${foreign.id}`, false)).toHaveLength(0);
  });
});

describe('recurring charges', () => {
  it('bill each period once, catching up what was missed, whatever the number of runs', async () => {
    const created = await api.call('manager@portico.test', 'POST', '/recurring-charges', {
      unitId: SEED_UNITS.harborView101,
      description: 'Parking stall',
      amount: 7500,
      dayOfMonth: 5,
      startDate: '2026-08-10',
      endDate: '2026-12-31',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const run = (day: string) => database.db.transaction((tx) => generateRecurringCharges(tx as never, new Date(`${day}T12:00:00Z`)));
    await run('2026-11-04');
    // September and October (August's 5th is before the start; November's 5th is tomorrow).
    const keys = async () =>
      (await sql(`select source_key from billing.billings where source_key like $1 order by 1`, [`recurring:${id}:%`])).map(
        (r) => r.source_key,
      );
    expect(await keys()).toEqual([`recurring:${id}:2026-09`, `recurring:${id}:2026-10`]);
    await run('2026-11-04');
    await run('2026-11-05');
    await run('2026-11-30');
    expect(await keys()).toEqual([`recurring:${id}:2026-09`, `recurring:${id}:2026-10`, `recurring:${id}:2026-11`]);
    // Concurrent runs (two replicas) of the next period still bill it once.
    await Promise.all([run('2026-12-06'), run('2026-12-06'), run('2027-01-06')]);
    expect(await keys()).toHaveLength(4);
    const record = await api.call('manager@portico.test', 'GET', `/recurring-charges/${id}`);
    expect(record.body.lastPeriod).toBe('2026-12');
  });
});
