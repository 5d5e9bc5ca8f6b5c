import { connect, JSONCodec, type NatsConnection } from 'nats';
import { SEED_USER_TYPES, compiledCatalogue, domainManifest, queueGroup, requestSubject, type DomainManifest } from '@portico/contracts';
import { askPeopleToLearn, publishManifest } from '@portico/platform';
import { peopleService } from '../../../services/people/src/people.service';
import { maintenanceService } from '../../../services/maintenance/src/maintenance.service';
import { eventually, startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * A domain ships a new entity alone (ADR 0061). The product runs as built — gateway, people and
 * maintenance services — and knows no `meterReading`. Then maintenance is redeployed with one:
 * the new release publishes its manifest and answers the entity's subjects (stood in here by a
 * handler in maintenance's queue group, as the rebuilt service's generic kit would). Neither the
 * gateway nor the people service is rebuilt or restarted, yet the gateway serves the new routes
 * with their slugs and people's permission catalogue holds them (ADR 0073). `infra/deploy-alone`
 * does the same with a real rebuilt maintenance service.
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
  const before = domainManifest(compiledCatalogue('maintenance'), '0.2.0');
  const subjects = Object.fromEntries(
    ['list', 'read', 'create', 'update', 'archive', 'restore', 'delete', 'history'].map((a) => [
      a,
      requestSubject('maintenance', 'meterReading', a),
    ]),
  );
  const slugs = ['list', 'read', 'create', 'update', 'import'].map((a) => `meter-readings-${a}`);
  const title = { en: 'Meter reading', es: 'Lectura de contador' };
  const titlePlural = { en: 'Meter readings', es: 'Lecturas de contador' };
  // Default grants travel with the release: the administrator holds every slug, the property
  // manager lists and records readings.
  const grants = { administrator: slugs, 'property-manager': ['meter-readings-list', 'meter-readings-create'] };
  return {
    ...before,
    entities: [
      ...before.entities,
      { name: 'meterReading', module: 'meter-readings', tenancy: 'property', slugs, subjects, title, titlePlural, grants },
    ],
  };
}

it('serves an entity only the redeployed domain knows, and the people service learns its slugs', async () => {
  // Before the release: the gateway has no such route, people no such permission.
  expect((await api.call('admin@portico.test', 'GET', '/meter-readings')).status).toBe(404);
  expect((await api.call('admin@portico.test', 'GET', '/permissions?moduleKey=meter-readings')).body.items).toEqual([]);

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
  // As the released service does at start: people learns it before the release counts as started.
  expect(await askPeopleToLearn(nc, 'maintenance')).toMatchObject({ version: '0.2.0' });

  // Nobody outside the grants holds the slug the manifest names.
  const refused = await eventually(
    () => api.call('staff@portico.test', 'GET', '/meter-readings'),
    (r) => r.status !== 404,
  );
  expect(refused.status).toBe(403);
  expect(refused.body.message).toContain('meter-readings-list');
  expect((await api.call(null, 'GET', '/meter-readings')).status).toBe(401);

  // The people service's catalogue holds the module and its slugs; the built-in types their defaults.
  const learnt = await api.call('admin@portico.test', 'GET', '/permissions?moduleKey=meter-readings&limit=50');
  expect((learnt.body.items as { slug: string }[]).map((p) => p.slug).sort()).toEqual(release().entities.at(-1)!.slugs.sort());
  const manager = await api.call('admin@portico.test', 'GET', `/user-types/${SEED_USER_TYPES['property-manager']}`);
  expect(manager.body.permissions).toEqual(expect.arrayContaining(['meter-readings-list', 'meter-readings-create']));
  expect(manager.body.permissions).not.toContain('meter-readings-update');
  // The user-type editor accepts the learnt slugs like compiled ones, and still refuses unknown ones.
  const staffType = await api.call('admin@portico.test', 'GET', `/user-types/${SEED_USER_TYPES.staff}`);
  const withReadings = [...(staffType.body.permissions as string[]), 'meter-readings-list'];
  expect(
    (await api.call('admin@portico.test', 'PATCH', `/user-types/${SEED_USER_TYPES.staff}`, { permissions: withReadings })).status,
  ).toBe(200);
  const unknown = await api.call('admin@portico.test', 'PATCH', `/user-types/${SEED_USER_TYPES.staff}`, {
    permissions: [...withReadings, 'meter-readings-fly'],
  });
  expect({ status: unknown.status, body: JSON.stringify(unknown.body) }).toEqual({
    status: 422,
    body: expect.stringContaining('Unknown permission: meter-readings-fly'),
  });
  expect(
    (
      await eventually(
        () => api.call('staff@portico.test', 'GET', '/meter-readings'),
        (r) => r.status !== 403,
      )
    ).status,
  ).toBe(200);

  const created = await api.call('manager@portico.test', 'POST', '/meter-readings', { value: 42 });
  expect({ status: created.status, value: created.body.value }).toEqual({ status: 201, value: 42 });
  const listed = await api.call('manager@portico.test', 'GET', '/meter-readings');
  expect({ status: listed.status, total: listed.body.total }).toEqual({ status: 200, total: 1 });

  // The compiled routes are untouched: an order list still answers from the real service.
  expect((await api.call('manager@portico.test', 'GET', '/orders')).status).toBe(200);
}, 120_000);
