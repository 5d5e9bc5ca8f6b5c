import {
  AUTHENTICATED_PERMISSION,
  ENTITIES,
  PUBLIC_PERMISSION,
  ROUTES,
  SEED_ACCOUNTS,
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_UNITS,
  SEED_USER_TYPES,
  actionPath,
  entityByName,
  type ActionDef,
  actionSlug,
  propertyColumnOf,
  requestableActionsOf,
  slugFor,
  unitColumnOf,
  DEFAULT_ROLE_GRANTS,
  NARROWED_ROLES,
  ownerFieldFor,
  visibleStatesFor,
  holdsVisibleValue,
  type EntityDef,
  type RequestAction,
  type Role,
  type RouteDef,
  type SeedAccount,
} from '@portico/contracts';
import { join } from 'node:path';
import { openDatabase } from '@portico/platform';
import pg from 'pg';
import { creationOrder, sampleRecord, sampleValue } from '@portico/platform/testing';
import { peopleService } from '../../../services/people/src/people.service';
import { communityService } from '../../../services/community/src/community.service';
import { maintenanceService } from '../../../services/maintenance/src/maintenance.service';
import { billingService } from '../../../services/billing/src/billing.service';
import { customerSource, enqueueChanged } from '../../../services/billing/src/quickbooks/sync';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * Generated tenancy matrix: every resource route × every identity × a record of its own
 * tenant and one of another. The oracle is derived from the entity definitions (org,
 * property and unit columns) and the role grants; a "leak" is any foreign record served,
 * listed, changed or created; a "wrong denial" is an allowed request refused.
 */
const byEmail = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!;
const identities: Record<string, SeedAccount> = {
  admin: byEmail('admin@portico.test'),
  managerA: byEmail('manager@portico.test'),
  managerB: byEmail('manager2@portico.test'),
  staffA: byEmail('staff@portico.test'),
  residentA: byEmail('resident@portico.test'),
  vendorA: byEmail('vendor@portico.test'),
};

type Rec = Record<string, unknown> & { id: string; parentOrgId?: string };
interface Side {
  org: string;
  property: string;
  unit: string;
  records: Map<string, Rec>;
}

let api: ApiTestbed;
/** Whether the entity offers a generic write at all (the definition says which it closes). */
const open = (def: EntityDef, action: RequestAction) => !(def.closedActions as readonly string[] | undefined)?.includes(action);
const BILLING_MIGRATIONS = join(__dirname, '..', '..', '..', 'services', 'billing', 'migrations');
const FLOW_CREATED = new Set(ENTITIES.filter((d) => !open(d, 'create')).map((d) => d.name));
const call = (identity: string, method: string, path: string, body?: unknown) => api.call(identities[identity]!, method, path, body);

const harbor: Side = { org: SEED_ORGS.harbor, property: SEED_PROPERTIES.harborView, unit: SEED_UNITS.harborView101, records: new Map() };
const summit: Side = { org: SEED_ORGS.summit, property: SEED_PROPERTIES.summitRidge, unit: '', records: new Map() };

function refsFor(def: EntityDef, side: Side): Record<string, string> {
  const refs: Record<string, string> = { parentOrgId: side.org, propertyId: side.property };
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind === 'ref' && field.ref === 'unit') refs[key] = side.unit;
    // A required reference or the parent: the record of that entity this side created before
    // (see creationOrder). Optional ones stay empty, as a caller may leave them.
    else if (field.kind === 'ref' && field.ref && (field.required || def.parent?.field === key) && side.records.has(field.ref))
      refs[key] = side.records.get(field.ref)!.id;
    // A role every tenant manager may hand out (granting more would be refused as escalation).
    if (field.kind === 'ref' && field.ref === 'userType') refs[key] = SEED_USER_TYPES.resident!;
  }
  return refs;
}

beforeAll(async () => {
  // Invitations are mailed, so this testbed has a mail sink.
  api = await startApiTestbed({
    services: [peopleService, communityService, maintenanceService, billingService],
    mail: true,
  });

  // Summit needs a unit of its own for the unit-owned entities.
  const summitUnit = await call('admin', 'POST', '/units', { unitNumber: 'M-1', propertyId: summit.property });
  expect(summitUnit.status).toBe(201);
  summit.unit = summitUnit.body.id;
  // A parcel needs a user account on its unit (ADR 0030): one resident of Summit's unit, in
  // community's user mirror before parcels are created.
  const summitResident = await call('admin', 'POST', '/users', {
    firstName: 'Matrix',
    lastName: 'Resident',
    email: 'matrix.resident@example.com',
    userTypeId: SEED_USER_TYPES.resident,
    parentOrgId: summit.org,
    propertyIds: [summit.property],
    unitIds: [summit.unit],
  });
  expect(summitResident.status).toBe(201);
  await waitForCommunityMirror(summitResident.body.id as string);
  harbor.records.set('parentOrg', { id: SEED_ORGS.harbor });
  summit.records.set('parentOrg', { id: SEED_ORGS.summit });
  let seq = 1;
  // Shared catalogue (modules, permissions, roles): one record, the same for everyone.
  // The audit log is written by the service: one entry, from an administrator viewing as someone.
  const viewed = await api.call(identities.admin!, 'GET', '/units', undefined, { 'x-portico-view-as': identities.residentA!.id });
  expect(viewed.status).toBe(200);
  const audit = (await call('admin', 'GET', '/audit-log')).body.items[0] as Rec;
  harbor.records.set('auditEntry', audit);
  summit.records.set('auditEntry', audit);
  for (const def of ENTITIES.filter((d) => d.tenancy === 'global' && open(d, 'create'))) {
    const created = await call('admin', 'POST', `/${def.module}`, sampleRecord(def, seq++));
    expect({ entity: def.name, status: created.status }).toEqual({ entity: def.name, status: 201 });
    harbor.records.set(def.name, created.body as Rec);
    summit.records.set(def.name, created.body as Rec);
  }
  for (const [side, code] of [
    [harbor, 'HV-01'],
    [summit, 'SR-01'],
  ] as const) {
    const submitted = await api.call(null, 'POST', '/public/join-requests', {
      kind: 'vendor',
      firstName: 'Matrix',
      lastName: code,
      email: `matrix-${code}@example.com`,
      company: 'Matrix Co',
      propertyCode: code,
      password: 'matrix pass',
      confirmPassword: 'matrix pass',
    });
    expect(submitted.status).toBe(201);
    const { id } = submitted.body as { id: string };
    side.records.set('joinRequest', (await call('admin', 'GET', `/join-requests/${id}`)).body as Rec);
  }
  for (const def of creationOrder(ENTITIES).filter((d) => (d.tenancy === 'org' || d.tenancy === 'property') && !FLOW_CREATED.has(d.name))) {
    for (const side of [harbor, summit]) {
      const created = await call('admin', 'POST', `/${def.module}`, sampleRecord(def, seq++, refsFor(def, side)));
      expect({ entity: def.name, status: created.status }).toEqual({ entity: def.name, status: 201 });
      side.records.set(def.name, created.body as Rec);
    }
  }
  // Received notifications are written by the service (ADR 0030): each side's parcel intake
  // delivered one to its unit's resident.
  for (const side of [harbor, summit]) {
    const parcelId = side.records.get('parcel')!.id;
    const found = await call('admin', 'GET', `/notification-deliveries?sourceId=${parcelId}`);
    expect(found.body.items).toHaveLength(1);
    side.records.set('notificationDelivery', found.body.items[0] as Rec);
  }
  // Payments and ledger entries come only from billing's flows: an invoice billed, submitted
  // and paid in full (a check) on each side gives one of each.
  for (const side of [harbor, summit]) {
    const invoice = await call('admin', 'POST', '/billings', {
      type: 'receivable',
      propertyId: side.property,
      unitId: side.unit,
      title: 'Matrix invoice',
      dueDate: '2030-01-31',
    });
    expect(invoice.status).toBe(201);
    const id = (invoice.body as Rec).id;
    expect(
      (await call('admin', 'POST', '/billing-lines', { billingId: id, description: 'Matrix', quantity: 1, unitAmount: 2500 })).status,
    ).toBe(201);
    expect((await call('admin', 'POST', `/billings/${id}/submit`, {})).status).toBe(200);
    expect((await call('admin', 'POST', `/billings/${id}/record-payment`, { amount: 2500, method: 'check' })).status).toBe(200);
    side.records.set('payment', ((await call('admin', 'GET', `/payments?billingId=${id}`)).body.items as Rec[])[0]!);
    side.records.set('financialEntry', ((await call('admin', 'GET', `/financial-entries?billingId=${id}`)).body.items as Rec[])[0]!);
  }
  // Accounting-sync mappings are the sync engine's own (ADR 0035): each side's clients queued for QuickBooks.
  const billingDb = await openDatabase({
    url: api.databases.billing!,
    schema: 'billing',
    migrationsFolder: BILLING_MIGRATIONS,
    poolSize: 1,
  });
  for (const side of [harbor, summit]) {
    await enqueueChanged(billingDb.db, customerSource, side.org, 'scheduler');
    const client = side.records.get('client')!;
    side.records.set(
      'accountingSync',
      ((await call('admin', 'GET', `/accounting-sync?localId=${String(client.id)}`)).body.items as Rec[])[0]!,
    );
  }
  await billingDb.close();
}, 120_000);

afterAll(() => api.stop());

/** Polls (bounded) until community's user mirror holds the user. */
async function waitForCommunityMirror(userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: api.databases.community });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await client.query(`select 1 from community.mirror_records where entity = 'user' and id = $1`, [userId]);
      if (rows.length) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`user ${userId} never reached community's mirror`);
  } finally {
    await client.end();
  }
}

function grants(account: SeedAccount): Set<string> {
  return new Set(account.roles.flatMap((r) => DEFAULT_ROLE_GRANTS[r as Role] ?? []));
}

function inScope(account: SeedAccount, def: EntityDef, record: Rec): boolean {
  // A private record (a conversation) is its participants' alone, administrators' included.
  const members = def.privateTo ? record[def.privateTo] : undefined;
  if (def.privateTo && !(Array.isArray(members) && members.includes(account.id))) return false;
  if (account.roles.includes('administrator') || def.tenancy === 'global') return true;
  const org = def.tenancy === 'none' ? record.id : record.parentOrgId;
  if (!account.org || org !== account.org) return false;
  const propertyColumn = propertyColumnOf(def);
  if (propertyColumn && account.properties?.length && !account.properties.includes(record[propertyColumn] as string)) return false;
  const unitColumn = unitColumnOf(def);
  if (unitColumn && account.units?.length && !account.units.includes(record[unitColumn] as string)) return false;
  const owner = ownerFieldFor(def, account.roles as Role[], NARROWED_ROLES);
  const value = owner ? record[owner] : undefined;
  if (owner && !(Array.isArray(value) ? value.includes(account.id) : value === account.id)) return false;
  // A narrowed role limited to some values (a resident reads published bulletins, shared files).
  const states = visibleStatesFor(def, account.roles as Role[], NARROWED_ROLES);
  if (states && def.visibleStates && !holdsVisibleValue(states, record[def.visibleStates.field])) return false;
  return true;
}

/**
 * An action's body from its declared input: sample values, references to this side's records.
 */
function actionBody(action: ActionDef, side: Side, seq: number): Record<string, unknown> {
  const body: Record<string, unknown> = action.reason ? { reason: 'Matrix' } : {};
  for (const [key, field] of Object.entries(action.input ?? {})) {
    const value = field.kind === 'ref' ? side.records.get(field.ref!)?.id : sampleValue(key, field, seq);
    if (value !== undefined) body[key] = value;
  }
  return body;
}

/**
 * A refusal by a domain rule after access was granted: a state conflict (409) or a field rule
 * such as a duplicate invitation (422) — never "not found on the selected …", which is scope.
 */
/** Whether the identity can see every record the sample body for `def` references on `side`. */
function referencesInScope(account: SeedAccount, def: EntityDef, side: Side): boolean {
  const refs = refsFor(def, side);
  return Object.entries(def.fields).every(([key, field]) => {
    if (field.kind !== 'ref' || !refs[key] || field.ref === 'unit' || field.ref === 'userType') return true;
    const target = side.records.get(field.ref!);
    const targetDef = entityByName(field.ref!);
    return !target || !targetDef || inScope(account, targetDef, target);
  });
}

function domainRefusal(res: { status: number; body: unknown }): boolean {
  if (res.status === 409) return true;
  if (res.status !== 422) return false;
  return !JSON.stringify(res.body).includes('not found on the selected');
}

it('no identity reaches another tenant’s records, and every allowed request succeeds', async () => {
  const findings: string[] = [];
  let requests = 0;
  const record = (ok: boolean, what: string) => {
    requests += 1;
    if (!ok) findings.push(what);
  };
  // `history` (ADR 0021) answers exactly as `read` does: same slug, same scope.
  const recordActions: (RequestAction | 'history')[] = ['read', 'history', 'update', 'archive', 'restore', 'delete'];

  for (const [name, account] of Object.entries(identities)) {
    const granted = grants(account);
    const own = account.org === SEED_ORGS.summit ? summit : harbor;
    const foreign = own === harbor ? summit : harbor;
    for (const def of ENTITIES) {
      const may = (action: RequestAction | 'history') => granted.has(slugFor(def, action === 'history' ? 'read' : action));

      // list: never a foreign row; denied exactly when the slug is missing.
      const list = await call(name, 'GET', `/${def.module}?limit=100&status=all`);
      if (!may('list')) record(list.status === 403, `${name} ${def.module} list: expected 403, got ${list.status}`);
      else {
        record(list.status === 200, `${name} ${def.module} list: expected 200, got ${list.status}`);
        const leaked = (list.body.items as Rec[] | undefined)?.filter((r) => !inScope(account, def, r)) ?? [];
        record(leaked.length === 0, `${name} ${def.module} list: LEAK of ${leaked.length} foreign rows`);
      }

      for (const side of [own, foreign]) {
        const target = side.records.get(def.name)!;
        const visible = inScope(account, def, target);
        for (const action of recordActions) {
          const path = `/${def.module}/${target.id}`;
          const res =
            action === 'read'
              ? await call(name, 'GET', path)
              : action === 'history'
                ? await call(name, 'GET', `${path}/history`)
                : action === 'update'
                  ? await call(name, 'PATCH', path, {})
                  : action === 'delete'
                    ? await call(name, 'DELETE', path)
                    : await call(name, 'POST', `${path}/${action}`);
          const label = `${name} ${def.module} ${action} ${side === own ? 'own' : 'foreign'}`;
          if (!may(action) || (action !== 'read' && action !== 'history' && !open(def, action)))
            record(res.status === 403, `${label}: expected 403, got ${res.status}`);
          else if (!visible)
            record(res.status === 404, `${label}: ${res.status < 300 || res.status === 409 ? 'LEAK' : 'unexpected'} status ${res.status}`);
          // A state rule refusing a write (409: deleting an active record, changing a line of a
          // finalized invoice) still proves access: scope would have answered 404.
          else
            record(
              res.status < 300 || (action !== 'read' && action !== 'history' && res.status === 409),
              `${label}: wrong denial ${res.status}`,
            );
        }
      }

      // Declared actions (ADR 0020), from the catalogue: denied without the action's slug, not
      // found across tenants; within scope the action runs or its state refuses it (409) —
      // the first identity in scope moves the record, everyone after meets the new state.
      for (const action of requestableActionsOf(def)) {
        for (const side of [own, foreign]) {
          const target = side.records.get(def.name)!;
          const res = await call(name, 'POST', `/${def.module}/${target.id}/${actionPath(action)}`, actionBody(action, side, requests));
          const label = `${name} ${def.module} ${action.name} ${side === own ? 'own' : 'foreign'}`;
          // The record moved on: who sees it next may depend on its new state (visibleStates).
          if (res.status < 300) side.records.set(def.name, res.body as Rec);
          if (!granted.has(actionSlug(action))) record(res.status === 403, `${label}: expected 403, got ${res.status}`);
          else if (!inScope(account, def, target))
            record(res.status === 404, `${label}: ${res.status < 300 || res.status === 409 ? 'LEAK' : 'unexpected'} status ${res.status}`);
          // In scope, a domain rule may still refuse (409 state, 422 a lapsed vendor): access held.
          else record(res.status < 300 || domainRefusal(res), `${label}: wrong denial ${res.status} ${JSON.stringify(res.body)}`);
        }
      }

      if (def.tenancy === 'none' || def.tenancy === 'global') continue;
      // create within one's own scope succeeds exactly when the role grants it.
      // Only fields the role may write (ADR 0037; the field-visibility matrix proves the rest refused).
      const ownCreate = await call(
        name,
        'POST',
        `/${def.module}`,
        sampleRecord(def, 8000 + requests, refsFor(def, own), account.roles as Role[]),
      );
      const mayCreate = may('create') && !FLOW_CREATED.has(def.name);
      const refsSeen = referencesInScope(account, def, own);
      record(
        !mayCreate
          ? ownCreate.status === 403
          : refsSeen
            ? ownCreate.status === 201 || domainRefusal(ownCreate)
            : ownCreate.status === 422 && JSON.stringify(ownCreate.body).includes('not found on the selected'),
        `${name} ${def.module} own create: got ${ownCreate.status} ${JSON.stringify(ownCreate.body.details ?? '')}`,
      );
      // create into the other tenant: never succeeds for a non-platform identity.
      const foreignCreate = await call(
        name,
        'POST',
        `/${def.module}`,
        sampleRecord(def, 9000 + requests, refsFor(def, foreign), account.roles as Role[]),
      );
      if (!may('create') || FLOW_CREATED.has(def.name))
        record(foreignCreate.status === 403, `${name} ${def.module} foreign create: expected 403, got ${foreignCreate.status}`);
      else if (name === 'admin')
        record(foreignCreate.status === 201 || domainRefusal(foreignCreate), `admin ${def.module} create: got ${foreignCreate.status}`);
      else
        record(
          [403, 422].includes(foreignCreate.status),
          `${name} ${def.module} foreign create: ${foreignCreate.status === 201 ? 'LEAK' : 'unexpected'} ${foreignCreate.status}`,
        );
    }
  }
  process.stdout.write(
    `\ntenancy matrix: ${requests} requests, ${findings.filter((f) => f.includes('LEAK')).length} leaks, ${findings.length} findings\n`,
  );
  expect(findings).toEqual([]);
  expect(requests).toBeGreaterThan(500);
}, 300_000);

/**
 * The statuses a caller allowed to use `route` may meet: its success, or an error it documents
 * that is not about access (401/403), nor "not found" when the route names a visible record.
 */
function allowedAnswer(route: RouteDef, status: number): boolean {
  if (status === route.status) return true;
  return route.errors.includes(status) && status !== 401 && status !== 403 && !(route.record && status === 404);
}

/** Declared custom routes (ADR 0045) whose caller is a signed-in identity (public ones have none). */
const customRoutes = ROUTES.filter((r) => r.permission !== PUBLIC_PERMISSION && !r.gatewayHandler);

it('every declared custom route: denied without its slug, not found across tenants, answered within scope', async () => {
  const findings: string[] = [];
  let requests = 0;
  // Each branch of the oracle must have been taken, or the matrix proved less than it says.
  const branches = { denied: 0, hidden: 0, answered: 0 };
  for (const [name, account] of Object.entries(identities)) {
    const granted = grants(account);
    const own = account.org === SEED_ORGS.summit ? summit : harbor;
    const foreign = own === harbor ? summit : harbor;
    for (const route of customRoutes) {
      const may = route.permission === AUTHENTICATED_PERMISSION || granted.has(route.permission);
      const query = route.example?.query ? `?${new URLSearchParams(route.example.query).toString()}` : '';
      // A route about a record is called on one of each side; any other once.
      for (const side of route.record ? [own, foreign] : [own]) {
        const target = route.record ? side.records.get(route.record.name) : undefined;
        const path = route.path.replace(/:(\w+)/g, (_m, param: string) => (param === 'id' && target ? target.id : param));
        const body = route.method === 'GET' ? undefined : (route.example?.body ?? {});
        const res = await call(name, route.method, path + query, body);
        requests += 1;
        const label = `${name} ${route.name}${target ? (side === own ? ' own' : ' foreign') : ''}`;
        branches[!may ? 'denied' : route.record && target && !inScope(account, route.record, target) ? 'hidden' : 'answered'] += 1;
        if (!may) {
          if (res.status !== 403) findings.push(`${label}: expected 403, got ${res.status}`);
        } else if (route.record && target && !inScope(account, route.record, target)) {
          if (res.status !== 404)
            findings.push(`${label}: ${res.status < 300 || res.status === 409 ? 'LEAK' : 'unexpected'} status ${res.status}`);
        } else if (!allowedAnswer(route, res.status)) findings.push(`${label}: wrong denial ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  }
  process.stdout.write(
    `\ncustom-route matrix: ${requests} requests, ${customRoutes.length} routes, ${JSON.stringify(branches)}, ${findings.length} findings\n`,
  );
  expect(findings).toEqual([]);
  expect(Object.values(branches).every((n) => n > 0)).toBe(true);
  expect(requests).toBeGreaterThan(customRoutes.length * Object.keys(identities).length);
}, 300_000);
