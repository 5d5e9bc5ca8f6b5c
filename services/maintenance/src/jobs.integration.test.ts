import { and, eq, sql } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import { SEED_ACCOUNTS, SEED_ORGS, SEED_PROPERTIES } from '@portico/contracts';
import { NatsRpcClient, mirrorRecordsTable, openDatabase, type Database } from '@portico/platform';
import { startDomainServiceForTest, startIsolatedNats, startTestIssuer, type TestIssuer } from '@portico/platform/testing';
import { peopleService } from '../../people/src/people.service';
import { maintenanceService } from './maintenance.service';
import { schedules, vendors } from './schema';
import { linkVendorAccounts } from './vendors/link-accounts';
import { sendComplianceReminders } from './vendors/compliance-reminders';
import { EQUIPMENT_SERVICE, sendWarrantyReminders, syncServiceSchedules } from './equipment/equipment-reminders';

/**
 * The maintenance service's scheduled work, run by hand with a chosen clock on real PostgreSQL
 * and NATS: vendor accounts linked from the user mirror, compliance and warranty reminders
 * (each mailed once, a missed day caught up), service schedules from equipment, low-stock mail.
 */
const admin = SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'))!;

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
  maintenance = await startDomainServiceForTest(maintenanceService, issuer.issuer);
  db = await openDatabase({ url: maintenance.databaseUrl, schema: 'maintenance', migrationsFolder: maintenanceService.migrationsFolder });
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

const asAdmin = async () => ({ authorization: `Bearer ${await issuer.token(admin)}` });
const create = <T = Record<string, any>>(entity: string, body: Record<string, unknown>) =>
  asAdmin().then((h) => rpc.request<T>(`maintenance.${entity}.create`, { body }, h));
const inTx = <T>(fn: (tx: Database['db']) => Promise<T>) => db.db.transaction((tx) => fn(tx as unknown as Database['db']));

type Queued = { to: string; subject: string; text: string };

/**
 * What this service asked to tell people whose title contains `about`, one entry per recipient:
 * its notices (ADR 0038; `to` is the user id, community delivers inbox and mail) and the mail it
 * sends by itself (`to` is the address: someone without an account).
 */
async function mails(about: string): Promise<Queued[]> {
  const rows = <T>(result: unknown) => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
  const notices = rows<{
    payload: { data: { recipientUserIds: string[]; text: { title: { en: string }; body: { en: string } }; link: string } };
  }>(
    await db.db.execute(
      sql`select payload from maintenance.outbox where subject = 'maintenance.notice.requested'
          and payload->'data'->'text'->'title'->>'en' like ${`%${about}%`} order by created_at`,
    ),
  ).flatMap(({ payload: { data } }) =>
    data.recipientUserIds.map((to) => ({ to, subject: data.text.title.en, text: `${data.text.body.en}\n${data.link}` })),
  );
  const mailed = rows<{ payload: Queued }>(
    await db.db.execute(
      sql`select payload from maintenance.effects where kind = 'mail' and payload->>'subject' like ${`%${about}%`} order by created_at`,
    ),
  ).map((r) => r.payload);
  return [...notices, ...mailed];
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 150 && !ok(value); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe('vendor account linking', () => {
  it('links an approved vendor sign-up to the vendor record of their org with their email', async () => {
    const record = await create<{ id: string }>('vendor', {
      businessName: 'Linked Plumbing',
      parentOrgId: SEED_ORGS.harbor,
      email: 'Val.Link@Example.com',
      licenseExpiresOn: '2099-01-01',
      insuranceExpiresOn: '2099-01-01',
      bondExpiresOn: '2099-01-01',
    });
    const other = await create<{ id: string }>('vendor', {
      businessName: 'Other Vendor',
      parentOrgId: SEED_ORGS.harbor,
      email: 'someone@example.com',
    });
    const submitted = await rpc.request<{ id: string }>('people.joinRequest.submit', {
      body: {
        kind: 'vendor',
        firstName: 'Val',
        lastName: 'Link',
        email: 'val.link@example.com',
        company: 'Linked Plumbing',
        propertyCode: 'HV-01',
        password: 'vendor pass phrase',
        confirmPassword: 'vendor pass phrase',
      },
    });
    await rpc.request('people.joinRequest.decide', { params: { id: submitted.id }, body: { decision: 'accept' } }, await asAdmin());
    const users = mirrorRecordsTable('maintenance');
    const mirrored = await eventually(
      () =>
        db.db
          .select()
          .from(users)
          .where(and(eq(users.entity, 'user'), sql`lower(${users.data}->>'email') = 'val.link@example.com'`)),
      (rows) => rows.length > 0,
    );
    expect(mirrored).toHaveLength(1);
    await inTx((tx) => linkVendorAccounts(tx));
    const [linked] = await db.db.select().from(vendors).where(eq(vendors.id!, record.id));
    expect(linked).toMatchObject({ userId: mirrored[0]!.id, version: 2 });
    const [untouched] = await db.db.select().from(vendors).where(eq(vendors.id!, other.id));
    expect(untouched).toMatchObject({ userId: null, version: 1 });
    // Linked once: the next run has nothing to do.
    expect(await inTx((tx) => linkVendorAccounts(tx))).toEqual([]);
  });
});

describe('compliance reminders', () => {
  it('mails the vendor and the managers at 60, 30 and 7 days, once each, catching up a missed day', async () => {
    const vendor = await create<{ id: string }>('vendor', {
      businessName: 'Expiring Electric',
      parentOrgId: SEED_ORGS.harbor,
      email: 'expiring@example.com',
      licenseExpiresOn: '2031-03-02', // 60 days after 2031-01-01
      insuranceExpiresOn: '2031-01-31', // 30 days after
      bondExpiresOn: '2099-01-01',
    });
    const day = (iso: string) => new Date(`${iso}T06:00:00Z`);
    expect(await inTx((tx) => sendComplianceReminders(tx, day('2031-01-01'), day('2030-12-31')))).toBe(2);
    expect(await inTx((tx) => sendComplianceReminders(tx, day('2031-01-01'), day('2030-12-31')))).toBe(0);
    const first = await mails('Expiring Electric');
    expect(first.map((m) => m.subject).sort()).toEqual(
      expect.arrayContaining(['Expiring Electric: insurance expires in 30 days', 'Expiring Electric: license expires in 60 days']),
    );
    const recipients = new Set(first.map((m) => m.to));
    expect(recipients.has('expiring@example.com')).toBe(true);
    expect(recipients.size).toBeGreaterThan(1); // the org's managers too
    // Down from the 20th to the 26th: the insurance's 7-day reminder (the 24th) is sent late, once.
    expect(await inTx((tx) => sendComplianceReminders(tx, day('2031-01-26'), day('2031-01-20')))).toBe(1);
    expect(await inTx((tx) => sendComplianceReminders(tx, day('2031-01-27'), day('2031-01-26')))).toBe(0);
    expect((await mails('insurance expires in 7 days')).some((m) => m.text.includes(vendor.id))).toBe(true);
  });
});

describe('equipment', () => {
  it('reminds of a warranty end once and keeps a service schedule in step with the interval', async () => {
    const item = await create<{ id: string; version: number }>('equipment', {
      propertyId: SEED_PROPERTIES.harborView,
      deviceName: 'Boiler B-2',
      warrantyEnd: '2031-02-01',
      expirationReminderDays: 30,
      serviceEvery: 3,
      serviceUnit: 'month',
    });
    const day = (iso: string) => new Date(`${iso}T06:00:00Z`);
    expect(await inTx((tx) => sendWarrantyReminders(tx, day('2031-01-01')))).toBe(0);
    expect(await inTx((tx) => sendWarrantyReminders(tx, day('2031-01-05')))).toBe(1);
    expect(await inTx((tx) => sendWarrantyReminders(tx, day('2031-01-06')))).toBe(0);
    expect((await mails('Warranty of Boiler B-2')).length).toBeGreaterThan(0);

    const serviceSchedules = () =>
      db.db
        .select()
        .from(schedules)
        .where(and(eq(schedules.equipmentId!, item.id), eq(schedules.createdBy!, EQUIPMENT_SERVICE)));
    await inTx((tx) => syncServiceSchedules(tx, new Date()));
    expect(await serviceSchedules()).toEqual([
      expect.objectContaining({
        title: 'Service: Boiler B-2',
        propertyId: SEED_PROPERTIES.harborView,
        repeatEvery: 3,
        repeatUnit: 'month',
        neverEnds: true,
        nextOccurrence: expect.any(String),
      }),
    ]);
    await rpc.request('maintenance.equipment.update', { params: { id: item.id }, body: { serviceEvery: 6 } }, await asAdmin());
    await inTx((tx) => syncServiceSchedules(tx, new Date()));
    const after = await serviceSchedules();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ repeatEvery: 6, repeatUnit: 'month' });
    expect(await inTx((tx) => syncServiceSchedules(tx, new Date()))).toEqual({ created: 0, updated: 0 });
  });
});

describe('low stock', () => {
  it('mails the managers once each time a movement takes the stock under the minimum', async () => {
    const stocked = await create<{ id: string }>('part', {
      propertyId: SEED_PROPERTIES.harborView,
      name: 'Filter F-9',
      minimumQuantity: 5,
    });
    const move = (kind: string, quantity: number) => create('partMovement', { partId: stocked.id, kind, quantity });
    await move('received', 10);
    await move('adjusted', -6); // 4: crosses
    await move('adjusted', -1); // 3: still under
    const once = await mails('Low stock: Filter F-9');
    expect(once.length).toBeGreaterThan(0);
    expect(new Set(once.map((m) => m.to)).size).toBe(once.length);
    await move('received', 10); // 13
    await move('adjusted', -10); // 3: crosses again
    expect(await mails('Low stock: Filter F-9')).toHaveLength(once.length * 2);
  });
});
