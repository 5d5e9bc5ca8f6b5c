import {
  ENTITIES,
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_UNITS,
  SEED_USER_TYPES,
  offers,
  uniqueScopeOf,
  type EntityDef,
  type FieldDef,
} from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { sampleRecord, sampleValue } from '@portico/platform/testing';
import { peopleService } from '../../../services/people/src/people.service';
import { communityService } from '../../../services/community/src/community.service';
import { maintenanceService } from '../../../services/maintenance/src/maintenance.service';
import { billingService } from '../../../services/billing/src/billing.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * Generated from the catalogue: every field unique within its tenant (not declared global) may
 * hold the same value in two organizations; the same value twice in one tenant is refused
 * with the field's "already in use" message, and that answer says nothing of the other org.
 */
interface Side {
  manager: string;
  org: string;
  property: string;
  unit: string;
}
const harbor: Side = {
  manager: 'manager@portico.test',
  org: SEED_ORGS.harbor,
  property: SEED_PROPERTIES.harborView,
  unit: SEED_UNITS.harborView101,
};
const summit: Side = { manager: 'manager2@portico.test', org: SEED_ORGS.summit, property: SEED_PROPERTIES.summitRidge, unit: '' };

const CASES = ENTITIES.filter((def) => offers(def, 'create')).flatMap((def) =>
  Object.entries(def.fields)
    .filter(([, field]) => uniqueScopeOf(def, field).length > 0)
    .map(([key, field]) => ({ name: `${def.name}.${key}`, def, key, field })),
);
const SERVICES: Record<string, DomainServiceOptions> = {
  people: peopleService,
  community: communityService,
  maintenance: maintenanceService,
  billing: billingService,
};

let api: ApiTestbed;
let seq = 7000;

beforeAll(async () => {
  const domains = new Set(['people', ...CASES.map((c) => c.def.domain)]);
  api = await startApiTestbed({ services: [...domains].map((d) => SERVICES[d]!) });
  const unit = await api.call('admin@portico.test', 'POST', '/units', { unitNumber: 'UQ-SUMMIT', propertyId: summit.property });
  expect(unit.status).toBe(201);
  summit.unit = unit.body.id as string;
});

afterAll(async () => {
  await api?.stop();
});

function bodyFor(def: EntityDef, side: Side, property = side.property): Record<string, unknown> {
  const refs: Record<string, string> = { propertyId: property };
  for (const [key, field] of Object.entries(def.fields)) {
    // The side's unit lies in its own property; elsewhere an optional unit is left out.
    if (field.kind === 'ref' && field.ref === 'unit' && property === side.property) refs[key] = side.unit;
    if (field.kind === 'ref' && field.ref === 'userType') refs[key] = SEED_USER_TYPES.resident!;
  }
  return sampleRecord(def, seq++, refs);
}

/** The same value written differently: unique text compares case-insensitively. */
const restyled = (field: FieldDef, value: unknown) =>
  ['text', 'email', 'longText'].includes(field.kind) && typeof value === 'string' ? value.toUpperCase() : value;

it('covers at least one per-tenant unique field', () => {
  expect(CASES.map((c) => c.name)).toEqual(expect.arrayContaining(['unit.unitNumber', 'parkingStall.stallNumber']));
});

it.each(CASES.map((c) => [c.name, c] as const))('%s: unique within the tenant, not across tenants', async (_name, c) => {
  const value = sampleValue(c.key, c.field, 4242);
  const create = (side: Side, v: unknown, property?: string) =>
    api.call(side.manager, 'POST', `/${c.def.module}`, { ...bodyFor(c.def, side, property), [c.key]: v });

  const ours = await create(harbor, value);
  expect(ours.status).toBe(201);
  const theirs = await create(summit, value);
  expect(theirs.status).toBe(201);

  const twice = await create(harbor, restyled(c.field, value));
  expect(twice.status).toBe(422);
  expect(twice.body).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: { fieldErrors: [{ path: c.key, message: `This ${c.field.label.en.toLowerCase()} is already in use.` }] },
  });
  const answer = JSON.stringify(twice.body);
  for (const secret of [theirs.body.id as string, summit.org, summit.property]) expect(answer).not.toContain(secret);

  // Unique per property: another property of the same org may hold the value too.
  const needsUnit = Object.values(c.def.fields).some((f) => f.kind === 'ref' && f.ref === 'unit' && f.required);
  if (uniqueScopeOf(c.def, c.field).includes('propertyId') && c.def.parent?.field === 'propertyId' && !needsUnit) {
    const elsewhere = await create(harbor, value, SEED_PROPERTIES.harborLofts);
    expect(elsewhere.status).toBe(201);
  }
});
