import { ENTITIES, SEED_ORGS, SEED_UNITS, permissionSlug, type DomainEvent } from '@portico/contracts';
import type { Principal } from '@portico/platform';
import { changeFor } from './push-filter';

const principal = (permissions: string[], scope: Partial<Principal> = {}): Principal => ({
  userId: 'u1',
  roles: ['resident'],
  orgId: SEED_ORGS.harbor,
  propertyIds: [],
  unitIds: [SEED_UNITS.harborView101],
  vendorId: null,
  permissions: new Set(permissions),
  ...scope,
});

const petEvent = (data: unknown, subject = 'people.pet.updated'): DomainEvent => ({
  id: 'e1',
  subject,
  occurredAt: '2026-01-01T00:00:00Z',
  data,
});
const pet = { id: 'p1', version: 3, parentOrgId: SEED_ORGS.harbor, propertyId: 'x', unitId: SEED_UNITS.harborView101, name: 'Rex' };

describe('changeFor', () => {
  it.each([
    ['a record in scope, with the read permission', petEvent(pet), principal(['pets-read']), true],
    ['a record in scope, with the list permission', petEvent(pet), principal(['pets-list']), true],
    ['no permission on the module', petEvent(pet), principal(['vehicles-list']), false],
    ['another unit', petEvent({ ...pet, unitId: 'other' }), principal(['pets-list']), false],
    ['another org', petEvent({ ...pet, parentOrgId: SEED_ORGS.summit }), principal(['pets-list']), false],
    ['an unknown entity', petEvent(pet, 'people.secret.updated'), principal(['pets-list']), false],
    ['a malformed subject', petEvent(pet, 'people'), principal(['pets-list']), false],
    ['an event without a record', petEvent(null), principal(['pets-list']), false],
    ['a record without an id', petEvent({ ...pet, id: 7 }), principal(['pets-list']), false],
  ])('%s', (_case, event, who, heard) => {
    expect(changeFor(event, who) !== undefined).toBe(heard);
  });

  it('says which record changed and nothing of its fields', () => {
    expect(changeFor(petEvent(pet), principal(['pets-read']))).toEqual({
      module: 'pets',
      entity: 'pet',
      action: 'updated',
      id: 'p1',
      version: 3,
    });
  });

  // Generated from the catalogue (ADR 0037): whatever an entity declares, a pushed change names
  // the record and never carries a field, so nothing a role may not read travels by push.
  it.each(ENTITIES.map((def) => [def.name, def] as const))('carries no field of a %s', (_name, def) => {
    const record: Record<string, unknown> = { id: 'r1', version: 2, parentOrgId: SEED_ORGS.harbor, unitId: SEED_UNITS.harborView101 };
    for (const key of Object.keys(def.fields)) record[key] ??= `value of ${key}`;
    const admin = principal([permissionSlug(def.module, 'read')], { roles: ['administrator'], orgId: null, unitIds: [] });
    const change = changeFor({ ...petEvent(record), subject: `${def.domain}.${def.name}.updated` }, admin);
    // A private record is its participants' alone: the administrator hears nothing of it.
    if (def.privateTo) expect(change).toBeUndefined();
    else expect(change).toEqual({ module: def.module, entity: def.name, action: 'updated', id: 'r1', version: 2 });
  });
});
