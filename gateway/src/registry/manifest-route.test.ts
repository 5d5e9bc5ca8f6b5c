import { compiledCatalogue, domainManifest } from '@portico/contracts';
import { matchManifestRoute } from './manifest-route';
import { beyondCompiled } from './manifest-routes.controller';

const manifest = domainManifest(compiledCatalogue('maintenance'), '1.0.0', '2026-11-26T00:00:00Z');

it('matches generic, action and declared routes of a manifest to their subject and slug', () => {
  expect(matchManifestRoute([manifest], 'GET', '/orders')).toMatchObject({
    subject: 'maintenance.order.list',
    slug: 'orders-list',
    query: true,
  });
  expect(matchManifestRoute([manifest], 'POST', '/orders')).toMatchObject({ subject: 'maintenance.order.create', status: 201, body: true });
  expect(matchManifestRoute([manifest], 'DELETE', '/orders/o1')).toMatchObject({
    subject: 'maintenance.order.delete',
    slug: 'orders-update',
    params: { id: 'o1' },
  });
  expect(matchManifestRoute([manifest], 'GET', '/orders/o1/history')).toMatchObject({
    subject: 'maintenance.order.history',
    slug: 'orders-read',
  });
  expect(matchManifestRoute([manifest], 'POST', '/orders/o1/complete')).toMatchObject({
    subject: 'maintenance.order.complete',
    slug: 'orders-complete',
  });
  const route = manifest.routes[0]!;
  const concrete = route.path.replace(/:[A-Za-z]+/g, 'x');
  expect(matchManifestRoute([manifest], route.method, concrete)).toMatchObject({ subject: route.subject, slug: route.permission });
  expect(matchManifestRoute([manifest], 'PUT', '/orders/o1')).toBeUndefined();
  expect(matchManifestRoute([manifest], 'GET', '/nothing-here')).toBeUndefined();
});

it('leaves to the compiled routes what this gateway build mounts itself', () => {
  const extra = { ...manifest.entities[0]!, name: 'meterReading', module: 'meter-readings' };
  const beyond = beyondCompiled({ ...manifest, entities: [...manifest.entities, extra] });
  expect(beyond.entities.map((e) => e.module)).toEqual(['meter-readings']);
  expect(beyond.actions).toEqual([]);
  expect(beyond.routes).toEqual([]);
});
