import { compiledCatalogue, domainManifest, entitiesOf, type DomainManifest } from '@portico/contracts';
import { startAuthedNats, type AuthedNats } from '../testing';
import type { NatsIdentity } from '../nats/permissions';
import { DomainRegistry, publishManifest, requestManifest } from './domain-registry';

/**
 * Domains tell the product what they serve (ADR 0061): a service publishes its manifest at start,
 * a gateway that starts later reads it from the bucket, one already running sees the update, and
 * anyone may ask the domain for it — each with its own NATS permissions (ADR 0013).
 */
let nats: AuthedNats;
beforeAll(async () => {
  nats = await startAuthedNats();
}, 60_000);
afterAll(() => nats?.stop());
const as = (identity: NatsIdentity) => nats.as(identity);

function until(registry: DomainRegistry, check: (m: DomainManifest) => boolean): Promise<DomainManifest> {
  return new Promise((resolve) => {
    const stop = registry.onManifest((m) => {
      if (check(m)) {
        stop();
        resolve(m);
      }
    });
  });
}

it('gives a late joiner the manifest published before it started, and a running reader the next one', async () => {
  const maintenance = await as('maintenance');
  const manifest = domainManifest(compiledCatalogue('maintenance'), '1.4.0');
  const answering = await publishManifest(maintenance, manifest);

  const gateway = await DomainRegistry.open(await as('gateway'));
  expect(gateway.get('maintenance')).toEqual(manifest);
  expect(gateway.get('maintenance')!.entities.map((e) => e.module)).toEqual(entitiesOf('maintenance').map((d) => d.module));
  expect(gateway.get('maintenance')!.actions.find((a) => a.name === 'complete')?.subject).toBe('maintenance.order.complete');

  // A new release with one more entity: the running reader learns it without restarting.
  const extra = { ...manifest.entities[0]!, name: 'meterReading', module: 'meter-readings', subjects: {}, slugs: ['meter-readings-list'] };
  const next = { ...domainManifest(compiledCatalogue('maintenance'), '1.5.0'), entities: [...manifest.entities, extra] };
  const seen = until(gateway, (m) => m.version === '1.5.0');
  answering.unsubscribe();
  const answeringNext = await publishManifest(await as('maintenance'), next);
  expect((await seen).entities.map((e) => e.module)).toContain('meter-readings');
  expect(gateway.get('maintenance')!.version).toBe('1.5.0');

  // Asked directly, the running domain answers with what it serves.
  expect((await requestManifest(await as('gateway'), 'maintenance')).version).toBe('1.5.0');
  answeringNext.unsubscribe();
  gateway.close();
});

it('lets a domain write only its own manifest, and keeps the last good one over an invalid entry', async () => {
  const billing = await as('billing');
  await expect(publishManifest(billing, domainManifest(compiledCatalogue('maintenance'), '9.9.9'))).rejects.toThrow();
  await expect(publishManifest(billing, { ...domainManifest(compiledCatalogue('billing'), '2.0.0'), format: 2 } as never)).rejects.toThrow(
    /invalid domain manifest: format/,
  );
  const people = await DomainRegistry.open(await as('people'));
  expect(people.get('maintenance')?.version).not.toBe('9.9.9');
  people.close();
});
