import { connect, type NatsConnection, type NatsError } from 'nats';
import { Client } from 'pg';
import { EVENT_SOURCES, SEED_ACCOUNTS, SEED_ORGS } from '@portico/contracts';
import { natsConnectionOptions, type DomainServiceOptions, type NatsIdentity } from '@portico/platform';
import { peopleService } from '../../../services/people/src/people.service';
import { communityService } from '../../../services/community/src/community.service';
import { maintenanceService } from '../../../services/maintenance/src/maintenance.service';
import { billingService } from '../../../services/billing/src/billing.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * NATS with credentials (ADR 0013): the whole product runs on its own users and permissions;
 * a client without credentials gets nowhere, and no identity reaches another's subjects.
 */
const SEED_ACCOUNTS_ADMIN = SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'))!.id;
const SERVICES: DomainServiceOptions[] = [peopleService, communityService, maintenanceService, billingService];
let api: ApiTestbed;
const clients: NatsConnection[] = [];

beforeAll(async () => {
  api = await startApiTestbed({ services: SERVICES, natsAuth: true });
});

afterAll(async () => {
  for (const nc of clients) await nc.close().catch(() => undefined);
  await api.stop();
});

async function connectAs(identity: NatsIdentity): Promise<NatsConnection> {
  const nc = await connect({ servers: api.natsUrl, ...natsConnectionOptions(api.natsCredentials![identity]) });
  clients.push(nc);
  return nc;
}

/** The server's answer to a request on `subject`: a permissions violation or something else. */
async function requestOutcome(nc: NatsConnection, subject: string): Promise<string> {
  try {
    // Nest's wire shape, so a service that receives it answers (here: 401, no token).
    await nc.request(subject, new TextEncoder().encode(JSON.stringify({ pattern: subject, data: {}, id: 'probe' })), { timeout: 3000 });
    return 'answered';
  } catch (err) {
    return (err as NatsError).code;
  }
}

/** Subscribes and reports how the subscription ended: refused by the server, or still open. */
async function subscribeOutcome(nc: NatsConnection, subject: string): Promise<string> {
  const sub = nc.subscribe(subject);
  const ended = (async () => {
    try {
      for await (const _ of sub) return 'received';
      return 'closed';
    } catch (err) {
      return (err as NatsError).code;
    }
  })();
  await nc.flush();
  const outcome = await Promise.race([ended, new Promise<string>((r) => setTimeout(() => r('open'), 3000))]);
  sub.unsubscribe();
  return outcome;
}

describe('without credentials', () => {
  it('an anonymous client cannot connect, so it can neither subscribe nor publish', async () => {
    await expect(connect({ servers: api.natsUrl, maxReconnectAttempts: 0 })).rejects.toMatchObject({ code: 'AUTHORIZATION_VIOLATION' });
  });

  it('a wrong password is refused', async () => {
    await expect(
      connect({ servers: api.natsUrl, user: 'gateway', pass: 'not-the-password', maxReconnectAttempts: 0 }),
    ).rejects.toMatchObject({ code: 'AUTHORIZATION_VIOLATION' });
  });
});

describe('each identity stays on its own subjects', () => {
  const refusedRequests: [NatsIdentity, string][] = [
    ['community', 'people.property.create'],
    ['community', 'people.user.list'],
    ['community', '$JS.API.STREAM.DELETE.PEOPLE_EVENTS'],
    ['community', '$JS.API.STREAM.PURGE.PEOPLE_EVENTS'],
    ['community', '$JS.API.STREAM.UPDATE.PEOPLE_EVENTS'],
    ['community', 'people.user.created'], // a forged event the stream would store as real
    ['community', 'billing.invoice.list'],
    ['billing', 'people.access.changed'],
    ['gateway', 'people.user.created'],
    // Declared actions' events (ADR 0087): by one wildcard, those of an action deployed after this build too.
    ['gateway', 'maintenance.event.order.completed'],
    ['gateway', 'maintenance.event.meterReading.recorded'],
    ['gateway', 'maintenance.order.completed'], // an action's old subject, still copied for one release
    ['community', 'maintenance.event.order.completed'],
    ['gateway', '$JS.API.STREAM.DELETE.PEOPLE_EVENTS'],
    ['gateway', '$JS.API.CONSUMER.DURABLE.CREATE.PEOPLE_EVENTS.sneaky'],
    ['maintenance', '$JS.API.CONSUMER.CREATE.PEOPLE_EVENTS'],
    // State streams (ADR 0021): only their producer writes them; a mirror only reads.
    ['maintenance', 'people.state.user.a0000000-0000-4000-8000-000000000001'],
    ['gateway', 'people.state.user.a0000000-0000-4000-8000-000000000001'],
    ['maintenance', '$JS.API.STREAM.PURGE.PEOPLE_STATE'],
    ['people', '$JS.API.CONSUMER.DURABLE.CREATE.MAINTENANCE_STATE.sneaky'],
  ];
  it.each(refusedRequests)('%s may not publish on %s', async (identity, subject) => {
    expect(await requestOutcome(await connectAs(identity), subject)).toBe('PERMISSIONS_VIOLATION');
  });

  const refusedSubscriptions: [NatsIdentity, string][] = [
    ['gateway', 'people.>'],
    ['community', 'people.>'],
    ['community', 'people.user.read'],
    ['community', '_INBOX.gateway.>'],
    ['billing', '>'],
  ];
  it.each(refusedSubscriptions)('%s may not subscribe to %s', async (identity, subject) => {
    expect(await subscribeOutcome(await connectAs(identity), subject)).toBe('PERMISSIONS_VIOLATION');
  });

  it('community may still ask the people service for access', async () => {
    expect(await requestOutcome(await connectAs('community'), 'people.access.resolve')).toBe('answered');
  });
});

describe('the product on credentials', () => {
  it('keeps the user mirror of every other service through its permitted state-stream consumer', async () => {
    for (const domain of ['community', 'maintenance', 'billing'] as const) {
      const db = new Client({ connectionString: api.databases[domain] });
      await db.connect();
      try {
        let rows = 0;
        for (let attempt = 0; attempt < 100 && rows === 0; attempt += 1) {
          rows =
            (await db.query(`SELECT 1 FROM ${domain}.mirror_records WHERE entity = 'user' AND id = $1`, [SEED_ACCOUNTS_ADMIN])).rowCount ??
            0;
          if (rows === 0) await new Promise((r) => setTimeout(r, 100));
        }
        expect({ domain, rows }).toEqual({ domain, rows: 1 });
      } finally {
        await db.end();
      }
    }
  });

  it('serves a request end to end', async () => {
    const res = await api.call('admin@portico.test', 'GET', '/properties?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
  });

  it('carries a people event into community through its permitted consumer', async () => {
    const created = await api.call('admin@portico.test', 'POST', '/properties', { name: 'Permitted Pines', parentOrgId: SEED_ORGS.harbor });
    expect(created.status).toBe(201);
    const db = new Client({ connectionString: api.databases.community });
    await db.connect();
    try {
      let rows = 0;
      for (let attempt = 0; attempt < 100 && rows === 0; attempt += 1) {
        rows = (await db.query('SELECT 1 FROM community.property_directory WHERE id = $1', [created.body.id])).rowCount ?? 0;
        if (rows === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(rows).toBe(1);
    } finally {
      await db.end();
    }
  });

  it.each(SERVICES.map((s) => [s.domain, s] as const))('%s consumes only the streams its permissions name', (domain, service) => {
    for (const subscription of service.subscriptions ?? []) expect([domain, ...EVENT_SOURCES[domain]]).toContain(subscription.source);
  });
});
