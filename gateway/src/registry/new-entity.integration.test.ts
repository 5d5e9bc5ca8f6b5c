import { connect, JSONCodec, type NatsConnection } from 'nats';
import { SEED_USER_TYPES, domainManifest, queueGroup, requestSubject, type DomainManifest } from '@portico/contracts';
import { publishManifest } from '@portico/platform';
import { peopleService } from '../../../services/people/src/people.service';
import { maintenanceService } from '../../../services/maintenance/src/maintenance.service';
import { eventually, startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * A domain ships a new entity alone (ADR 0061). The product runs as built — gateway, people and
 * maintenance services — and knows no `meterReading`. Then maintenance is redeployed with one:
 * the new release publishes its manifest and answers the entity's subjects (stood in here by a
 * handler in maintenance's queue group, as the rebuilt service's generic kit would). Neither the
 * gateway nor the people service is rebuilt or restarted, yet the gateway serves the new routes
 * with their slugs.
 */
let api: ApiTestbed;
let nc: NatsConnection;
const codec = JSONCodec<Record<string, unknown>>();
const readings: Record<string, unknown>[] = [];

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, maintenanceService] });
  nc = await connect({ servers: api.natsUrl });
}, 180_000);

afterAll(async () => {
  await nc?.close();
  await api?.stop();
});

/** The rebuilt maintenance release's manifest: what it served before, plus one entity. */
function release(): DomainManifest {
  const before = domainManifest('maintenance', '0.2.0');
  const subjects = Object.fromEntries(
    ['list', 'read', 'create', 'update', 'archive', 'restore', 'delete', 'history'].map((a) => [
      a,
      requestSubject('maintenance', 'meterReading', a),
    ]),
  );
  const slugs = ['list', 'read', 'create', 'update', 'import'].map((a) => `meter-readings-${a}`);
  return {
    ...before,
    entities: [...before.entities, { name: 'meterReading', module: 'meter-readings', tenancy: 'property', slugs, subjects }],
  };
}

it('serves an entity only the redeployed domain knows, with its slugs', async () => {
  // Before the release: the gateway has no such route.
  expect((await api.call('admin@portico.test', 'GET', '/meter-readings')).status).toBe(404);

  // The release answers its new subjects in maintenance's queue group.
  for (const action of ['list', 'create'] as const)
    nc.subscribe(requestSubject('maintenance', 'meterReading', action), {
      queue: queueGroup('maintenance'),
      callback: (_err, msg) => {
        // Nest's wire format, as every domain service speaks it: {pattern, data, id} → {response, id}.
        const packet = codec.decode(msg.data) as { id: string; data: { body?: Record<string, unknown> } };
        if (action === 'create') readings.push({ id: `r${readings.length + 1}`, ...packet.data.body });
        const response =
          action === 'create'
            ? readings[readings.length - 1]!
            : { items: readings, nextCursor: null, total: readings.length, pageSize: 25 };
        msg.respond(codec.encode({ id: packet.id, response, isDisposed: true }));
      },
    });
  await publishManifest(nc, release());

  // The gateway learns the routes from the manifest; the slug is the one the manifest names,
  // which nobody holds yet.
  const refused = await eventually(
    () => api.call('manager@portico.test', 'GET', '/meter-readings'),
    (r) => r.status !== 404,
  );
  expect(refused.status).toBe(403);
  expect(refused.body.message).toContain('meter-readings-list');
  expect((await api.call(null, 'GET', '/meter-readings')).status).toBe(401);

  // An administrator grants the new slugs to the manager type (here straight in people's table:
  // people's user-type editor still accepts only compiled slugs, see ADR 0061).
  await api
    .database('people')
    .query(`update people.user_types set permissions = permissions || $1::text[] where id = $2`, [
      ['meter-readings-list', 'meter-readings-create'],
      SEED_USER_TYPES['property-manager'],
    ]);
  const created = await eventually(
    () => api.call('manager@portico.test', 'POST', '/meter-readings', { value: 42 }),
    (r) => r.status !== 403,
  );
  expect({ status: created.status, value: created.body.value }).toEqual({ status: 201, value: 42 });
  const listed = await api.call('manager@portico.test', 'GET', '/meter-readings');
  expect({ status: listed.status, total: listed.body.total }).toEqual({ status: 200, total: 1 });

  // The compiled routes are untouched: an order list still answers from the real service.
  expect((await api.call('manager@portico.test', 'GET', '/orders')).status).toBe(200);
}, 120_000);
