import { ACTIONS, compiledCatalogue, entitiesOf, routesOf } from '../entities/catalogue';
import { domainCatalogue } from '../entities/domain-catalogue';
import { DOMAINS } from './subjects';
import { domainManifest, parseManifest } from './registry';

it.each([...DOMAINS])('describes the %s domain from its own definitions only, in a form readers accept', (domain) => {
  const manifest = domainManifest(compiledCatalogue(domain), '1.2.3', '2026-11-26T00:00:00Z');
  expect(parseManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  expect(manifest.entities.map((e) => e.name)).toEqual(entitiesOf(domain).map((e) => e.name));
  expect(manifest.routes.map((r) => r.name)).toEqual(routesOf(domain).map((r) => r.name));
  for (const action of manifest.actions) expect(action.subject.startsWith(`${domain}.`)).toBe(true);
  expect(manifest.actions.length).toBe(ACTIONS.filter((a) => a.entity.domain === domain && !a.internal).length);
  expect(manifest.events).toContain(`${domain}.*.created`);
});

it.each([...DOMAINS])('builds the %s catalogue from its own entry alone, as the whole catalogue has it', async (domain) => {
  const entry = (await import(`../domains/${domain}.generated`)) as object;
  const own = domainManifest(domainCatalogue(domain, entry), '1.2.3', '2026-11-26T00:00:00Z');
  expect(own).toEqual(domainManifest(compiledCatalogue(domain), '1.2.3', '2026-11-26T00:00:00Z'));
  // What the people service needs to add the domain to its permission catalogue.
  for (const entity of own.entities) {
    expect(entity.titlePlural?.en).toBeTruthy();
    expect(entity.grants?.administrator).toEqual(entity.slugs);
  }
});

it('refuses a manifest of another format or an unknown domain, naming the field', () => {
  const manifest = domainManifest(compiledCatalogue('billing'), '1.0.0');
  expect(() => parseManifest({ ...manifest, format: 2 })).toThrow(/format/);
  expect(() => parseManifest({ ...manifest, domain: 'parking' })).toThrow(/domain/);
});
