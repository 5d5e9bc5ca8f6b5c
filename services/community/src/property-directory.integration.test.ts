import { eq, sql } from 'drizzle-orm';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { SEED_ACCOUNTS, SEED_ORGS, eventStreamName, type DomainEvent } from '@portico/contracts';
import { EventConsumer, NatsRpcClient, createLogger, openDatabase, type Database } from '@portico/platform';
import { startDomainServiceForTest, startIsolatedNats, startTestIssuer, type TestIssuer } from '@portico/platform/testing';
import { peopleService } from '../../people/src/people.service';
import { communityService } from './community.service';
import { inbox, propertyDirectory } from './schema';

/** people.property.created travels outbox → JetStream → community, and lands exactly once. */
const admin = SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'))!;
let natsServer: Awaited<ReturnType<typeof startIsolatedNats>>;
let issuer: TestIssuer;
let people: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let community: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let communityDb: Database;
let nc: NatsConnection;

beforeAll(async () => {
  natsServer = await startIsolatedNats();
  issuer = await startTestIssuer();
  people = await startDomainServiceForTest(peopleService, issuer.issuer);
  community = await startDomainServiceForTest(communityService, issuer.issuer);
  communityDb = await openDatabase({
    url: community.databaseUrl,
    schema: 'community',
    migrationsFolder: communityService.migrationsFolder,
  });
  nc = await connect({ servers: natsServer.url });
});

afterAll(async () => {
  await nc.drain();
  await communityDb.close();
  await community.stop();
  await people.stop();
  await issuer.close();
  await natsServer.stop();
});

/** Polls (bounded) until the directory holds the property; returns the row or undefined. */
async function directoryRow(id: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await communityDb.db.select().from(propertyDirectory).where(eq(propertyDirectory.id, id));
    if (row) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

it('seeded properties reach community through the outbox', async () => {
  const row = await directoryRow('1c9a6d2f-0000-4000-8000-000000000001');
  expect(row).toMatchObject({ name: 'Harbor View Apartments', parentOrgId: SEED_ORGS.harbor, status: 'active' });
});

it('a property created through the API appears in community’s directory', async () => {
  const rpc = new NatsRpcClient(nc);
  const created = await rpc.request<{ id: string }>(
    'people.property.create',
    { body: { name: 'Birch Gardens', parentOrgId: SEED_ORGS.harbor } },
    {
      authorization: `Bearer ${await issuer.token(admin)}`,
    },
  );
  expect(await directoryRow(created.id)).toMatchObject({ name: 'Birch Gardens', status: 'active' });
});

it('an event delivered twice is applied once', async () => {
  const rpc = new NatsRpcClient(nc);
  const created = await rpc.request<{ id: string }>(
    'people.property.create',
    { body: { name: 'Cedar Point', parentOrgId: SEED_ORGS.summit } },
    {
      authorization: `Bearer ${await issuer.token(admin)}`,
    },
  );
  await directoryRow(created.id);

  // Fetch the stored event and feed it to a fresh consumer twice, as a redelivery would.
  const jsm = await nc.jetstreamManager();
  const stored = await jsm.streams.getMessage(eventStreamName('people'), { last_by_subj: 'people.property.created' });
  const event = JSONCodec<DomainEvent>().decode(stored.data);
  expect((event.data as { id: string }).id).toBe(created.id);

  let applied = 0;
  const consumer = new EventConsumer(
    nc,
    communityDb.db,
    'community',
    {
      source: 'people',
      durable: 'test-twice',
      filterSubjects: ['people.property.created'],
      handler: async () => {
        applied += 1;
      },
    },
    createLogger('test'),
  );
  const delivery = { data: stored.data, headers: stored.header, subject: stored.subject, ack: () => undefined, nak: () => undefined };
  expect(await consumer.handle(delivery)).toBe(false); // the service's own consumer already took it
  expect(applied).toBe(0);

  // A brand-new event id is applied once, then refused on the second delivery.
  const fresh = { ...event, id: '9f000000-0000-4000-8000-000000000099' };
  const freshDelivery = { ...delivery, data: JSONCodec().encode(fresh) };
  expect(await consumer.handle(freshDelivery)).toBe(true);
  expect(await consumer.handle(freshDelivery)).toBe(false);
  expect(applied).toBe(1);
  const [count] = await communityDb.db
    .select({ n: sql<number>`count(*)::int` })
    .from(inbox)
    .where(eq(inbox.messageId, fresh.id));
  expect(count?.n).toBe(1);
});

it('a failed transaction emits no event', async () => {
  const rpc = new NatsRpcClient(nc);
  const before = (await (await nc.jetstreamManager()).streams.info(eventStreamName('people'))).state.messages;
  await expect(
    rpc.request('people.property.create', { body: { name: '' } }, { authorization: `Bearer ${await issuer.token(admin)}` }),
  ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  const after = (await (await nc.jetstreamManager()).streams.info(eventStreamName('people'))).state.messages;
  expect(after).toBe(before);
});
