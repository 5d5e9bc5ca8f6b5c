import { ACTIONS, entitiesOf, routesOf } from '../entities/catalogue';
import { DOMAINS } from './subjects';
import { domainManifest, parseManifest } from './registry';

it.each([...DOMAINS])('describes the %s domain from its own definitions only, in a form readers accept', (domain) => {
  const manifest = domainManifest(domain, '1.2.3', '2026-11-26T00:00:00Z');
  expect(parseManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  expect(manifest.entities.map((e) => e.name)).toEqual(entitiesOf(domain).map((e) => e.name));
  expect(manifest.routes.map((r) => r.name)).toEqual(routesOf(domain).map((r) => r.name));
  for (const action of manifest.actions) expect(action.subject.startsWith(`${domain}.`)).toBe(true);
  expect(manifest.actions.length).toBe(ACTIONS.filter((a) => a.entity.domain === domain && !a.internal).length);
  expect(manifest.events).toContain(`${domain}.*.created`);
});

it('refuses a manifest of another format or an unknown domain, naming the field', () => {
  const manifest = domainManifest('billing', '1.0.0');
  expect(() => parseManifest({ ...manifest, format: 2 })).toThrow(/format/);
  expect(() => parseManifest({ ...manifest, domain: 'parking' })).toThrow(/domain/);
});
