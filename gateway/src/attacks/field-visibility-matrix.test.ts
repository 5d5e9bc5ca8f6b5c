import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  ACTIONS,
  DEFAULT_ROLE_GRANTS,
  ENTITIES,
  SEED_ACCOUNTS,
  SEED_PROPERTIES,
  SEED_UNITS,
  SEED_VENDORS,
  fieldsHiddenFrom,
  mayNotSetMessage,
  offers,
  readsReason,
  slugFor,
  writesField,
  bulletin,
  lostFound,
  order,
  parcel,
  reservation,
  unitUser,
  type EntityDef,
  type HistoryEntry,
  type Role,
  type SeedAccount,
} from '@portico/contracts';
import { sampleRecord, sampleValue } from '@portico/platform/testing';
import { peopleService } from '../../../services/people/src/people.service';
import { communityService } from '../../../services/community/src/community.service';
import { maintenanceService } from '../../../services/maintenance/src/maintenance.service';
import { billingService } from '../../../services/billing/src/billing.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * Generated field-visibility matrix (ADR 0037): for every entity of the catalogue, every role
 * and every path that shows a record — list, read, history, and the same through an
 * administrator's "view as" — no field the role does not read reaches it; and for every entity
 * and restricted role, a create or update that sets a field the role may not write is refused
 * with a 422 naming it. The oracle is the entity declarations; hidden text fields carry markers
 * written by management, so a leak shows as the marker, not only as a key.
 */
type Rec = Record<string, unknown> & { id: string; version?: number };
const byEmail = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!;
const ADMIN = byEmail('admin@portico.test');
const MANAGER = byEmail('manager@portico.test');
const STAFF = byEmail('staff@portico.test');
const RESIDENT = byEmail('resident@portico.test');
const VENDOR = byEmail('vendor@portico.test');
const READERS = [MANAGER, STAFF, RESIDENT, VENDOR];
const RESTRICTED = [STAFF, RESIDENT, VENDOR];
/** Records created by a flow of their own: no generic create to refuse a field on. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let api: ApiTestbed;
let dataDir: string;
/** field marker → `entity.field`, written by management into every hidden text field. */
const markers = new Map<string, { def: EntityDef; field: string }>();

const grants = (account: SeedAccount) => new Set(account.roles.flatMap((r) => DEFAULT_ROLE_GRANTS[r as Role] ?? []));
const callerOf = (account: SeedAccount) => ({ roles: account.roles as Role[], userId: account.id });
const call = (who: SeedAccount, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  api.call(who, method, path, body, headers);

/** A hidden field's marker: a value of its kind that no seed or sample holds. */
function markerFor(def: EntityDef, key: string): string | undefined {
  const field = def.fields[key]!;
  const tag = `${def.name}${key}`.toLowerCase().slice(0, 24);
  if (field.kind === 'text' || field.kind === 'longText') return `HIDDEN-${tag}`.slice(0, field.max ?? 255);
  if (field.kind === 'email') return `hidden-${tag}@example.com`;
  if (field.kind === 'phone') return `(555) 987-${String(markers.size).padStart(4, '0')}`;
  return undefined;
}

/** Fields some restricted role does not read: the ones the matrix watches. */
function guardedFields(def: EntityDef): string[] {
  return Object.keys(def.fields).filter((k) =>
    RESTRICTED.some((a) => fieldsHiddenFrom({ fields: { [k]: def.fields[k]! } }, callerOf(a)).length),
  );
}

async function upload(who: SeedAccount, module: string, id: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'leak.png');
  const res = await fetch(`${api.url}/api/v1/${module}/${id}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await api.token(who)}` },
    body: form,
  });
  return res.status;
}

/** The scenario the outside attack found: reasons for others, and changes that never happened. */
const story: { orderId?: string; bulletinId?: string } = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-visibility-'));
  api = await startApiTestbed({
    services: [peopleService, communityService, maintenanceService, billingService],
    gatewayDataDir: dataDir,
    requestTimeoutMs: 10_000,
    mail: true,
  });

  // Management writes a marker into every guarded text field of every record it can change.
  for (const def of ENTITIES.filter((d) => offers(d, 'update'))) {
    const fields = guardedFields(def).filter((k) => !def.fields[k]!.readOnly && !def.fields[k]!.secret && markerFor(def, k));
    if (fields.length === 0) continue;
    const list = await call(ADMIN, 'GET', `/${def.module}?limit=25`);
    for (const record of (list.body.items ?? []) as Rec[]) {
      const body: Record<string, unknown> = { version: record.version };
      for (const key of fields) {
        const marker = markerFor(def, key)!;
        markers.set(marker, { def, field: key });
        body[key] = marker;
      }
      await call(ADMIN, 'PATCH', `/${def.module}/${record.id}`, body);
    }
  }

  // A resident's order, a photo, then management dispatches it with a note for the vendor and
  // the vendor declines with a reason for management.
  const template = ((await call(MANAGER, 'GET', `/orders?unitId=${SEED_UNITS.harborView101}&limit=1`)).body.items as Rec[])[0]!;
  const refs: Record<string, string> = { propertyId: SEED_PROPERTIES.harborView, unitId: SEED_UNITS.harborView101 };
  for (const [key, field] of Object.entries(order.fields))
    if (field.kind === 'ref' && typeof template[key] === 'string' && !field.readOnly) refs[key] = template[key] as string;
  const created = await call(RESIDENT, 'POST', '/orders', sampleRecord(order, 7, refs, RESIDENT.roles as Role[]));
  expect(created.status).toBe(201);
  const orderId = (created.body as Rec).id;
  story.orderId = orderId;
  expect(await upload(RESIDENT, 'orders', orderId)).toBe(201);
  if ((created.body as Rec).state === 'requested') expect((await call(MANAGER, 'POST', `/orders/${orderId}/approve`, {})).status).toBe(200);
  const dispatched = await call(MANAGER, 'POST', `/orders/${orderId}/dispatch`, {
    vendorId: SEED_VENDORS.brightFix,
    reason: 'lockbox code 9876',
  });
  expect(dispatched.status).toBe(200);
  const vendorHistory = await call(VENDOR, 'GET', `/orders/${orderId}/history`);
  expect(JSON.stringify(vendorHistory.body)).toContain('lockbox code 9876');
  expect((await call(VENDOR, 'POST', `/orders/${orderId}/decline`, { reason: 'too far for us, ask Northside' })).status).toBe(200);

  // A bulletin drafted, reworded while still a draft, then published.
  const bulletins = await call(MANAGER, 'GET', '/bulletin?limit=100');
  expect(bulletins.status).toBe(200);
  const sample = (bulletins.body.items as Rec[]).find((b) => b.state === 'published' && b.propertyId === SEED_PROPERTIES.harborView)!;
  const draft: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(bulletin.fields))
    if (!field.readOnly && sample[key] !== undefined && sample[key] !== null) draft[key] = sample[key];
  draft.propertyId = sample.propertyId;
  draft.body = 'DRAFT wording the residents never saw';
  const bulletinCreated = await call(MANAGER, 'POST', '/bulletin', draft);
  expect(bulletinCreated.status).toBe(201);
  story.bulletinId = (bulletinCreated.body as Rec).id;
  const reworded = await call(MANAGER, 'PATCH', `/bulletin/${story.bulletinId}`, {
    body: 'The pool opens on Monday.',
    version: (bulletinCreated.body as Rec).version,
  });
  expect(reworded.status).toBe(200);
  expect((await call(MANAGER, 'POST', `/bulletin/${story.bulletinId}/publish`, {})).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await api.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it('declares what the brief names: each role reads only its part of these records', () => {
  const hidden = (def: EntityDef, who: SeedAccount, record?: Rec) => fieldsHiddenFrom(def, callerOf(who), record);
  expect(hidden(order, RESIDENT)).toEqual(
    expect.arrayContaining(['managerNote', 'laborCost', 'partsCost', 'chargeToResident', 'vendorUserId', 'assignedStaffId']),
  );
  expect(hidden(order, VENDOR)).toEqual(expect.arrayContaining(['managerNote', 'chargeToResident']));
  expect(hidden(order, VENDOR)).not.toContain('laborCost');
  expect(hidden(reservation, RESIDENT)).toEqual(expect.arrayContaining(['idempotencyKey', 'decidedBy', 'internalComments']));
  expect(hidden(parcel, RESIDENT)).toEqual(expect.arrayContaining(['notes', 'storageShelf']));
  expect(hidden(unitUser, RESIDENT)).toEqual(expect.arrayContaining(['email', 'phone']));
  // A reporter reads their own number, never another reporter's.
  expect(hidden(lostFound, RESIDENT, { id: 'x', reportedById: RESIDENT.id })).not.toContain('phoneNumber');
  expect(hidden(lostFound, RESIDENT, { id: 'x', reportedById: MANAGER.id })).toContain('phoneNumber');
  for (const who of [MANAGER, STAFF]) expect(hidden(order, who)).toEqual([]);
  // Vendors read the equipment their orders reference through the order, not the register.
  expect(grants(VENDOR).has('equipments-list')).toBe(false);
});

it('no role reads a field it may not, on any path: list, read, history, and viewed as', async () => {
  const findings: string[] = [];
  const covered = new Set<string>();
  let checks = 0;
  const actionsByName = (def: EntityDef) => ACTIONS.filter((a) => a.entity.name === def.name);

  const inspect = (def: EntityDef, who: SeedAccount, record: Rec, where: string) => {
    checks += 1;
    const hidden = fieldsHiddenFrom(def, callerOf(who), record);
    for (const key of hidden) if (key in record) findings.push(`${where}: carries ${key}`);
    const text = JSON.stringify(record);
    for (const [marker, at] of markers)
      if (at.def === def && hidden.includes(at.field) && text.includes(marker)) findings.push(`${where}: shows ${at.field} (${marker})`);
  };

  const inspectHistory = (def: EntityDef, who: SeedAccount, record: Rec, entries: HistoryEntry[], where: string) => {
    const hidden = new Set(fieldsHiddenFrom(def, callerOf(who)).filter((k) => fieldsHiddenFrom(def, callerOf(who), record).includes(k)));
    for (const entry of entries) {
      checks += 1;
      for (const change of entry.changes) {
        if (hidden.has(change.field)) findings.push(`${where} ${entry.kind}: changed ${change.field}`);
        // Only real changes: a field that did not move is no change; only declared fields show.
        if (JSON.stringify(change.from) === JSON.stringify(change.to))
          findings.push(`${where} ${entry.kind}: ${change.field} did not change`);
        if (!(change.field in def.fields) && !['status', 'parentOrgId', 'propertyId'].includes(change.field))
          findings.push(`${where} ${entry.kind}: undeclared ${change.field}`);
      }
      const action = actionsByName(def).find((a) => a.name === entry.meta?.action);
      if (entry.meta?.reason !== undefined && !readsReason(action?.reasonAudience, callerOf(who)))
        findings.push(`${where} ${entry.kind}: reason meant for others`);
      const text = JSON.stringify(entry);
      for (const [marker, at] of markers)
        if (at.def === def && hidden.has(at.field) && text.includes(marker)) findings.push(`${where} ${entry.kind}: shows ${at.field}`);
    }
  };

  for (const who of READERS) {
    const viewings: (Record<string, string> | undefined)[] = who === MANAGER ? [undefined] : [undefined, { 'x-portico-view-as': who.id }];
    for (const headers of viewings) {
      const caller = headers ? ADMIN : who;
      const mode = headers ? `${who.email} viewed as` : who.email;
      for (const def of ENTITIES) {
        if (!grants(who).has(slugFor(def, 'list'))) continue;
        const list = await call(caller, 'GET', `/${def.module}?limit=100&status=all`, undefined, headers);
        if (list.status !== 200) {
          findings.push(`${mode} ${def.module} list: ${list.status}`);
          continue;
        }
        const items = list.body.items as Rec[];
        if (items.length > 0) covered.add(`${def.name}:${who.roles.join('+')}${headers ? ':viewAs' : ''}`);
        for (const item of items) {
          inspect(def, who, item, `${mode} ${def.module} list`);
          // Viewing as someone never reaches what the viewer could not read: a private record
          // the administrator is no participant of.
          const members = def.privateTo ? item[def.privateTo] : undefined;
          if (headers && def.privateTo && !(Array.isArray(members) && members.includes(ADMIN.id)))
            findings.push(`${mode} ${def.module} list: private record ${item.id} of others`);
        }
        for (const item of items.slice(0, 3)) {
          const read = await call(caller, 'GET', `/${def.module}/${item.id}`, undefined, headers);
          if (read.status === 200) inspect(def, who, read.body as Rec, `${mode} ${def.module} read`);
          else findings.push(`${mode} ${def.module} read: ${read.status}`);
          const history = await call(caller, 'GET', `/${def.module}/${item.id}/history`, undefined, headers);
          if (history.status === 200) inspectHistory(def, who, item, history.body.items as HistoryEntry[], `${mode} ${def.module} history`);
          else findings.push(`${mode} ${def.module} history: ${history.status}`);
        }
      }
    }
  }
  process.stdout.write(
    `\nfield-visibility matrix: ${checks} records and entries checked, ${markers.size} markers, ${findings.length} findings\n`,
  );
  expect(findings).toEqual([]);
  // Not vacuous: the records the brief names reached the roles they concern.
  for (const pair of [
    'order:resident',
    'order:vendor',
    'reservation:resident',
    'parcel:resident',
    'unitUser:resident',
    'lostFound:resident',
    'order:resident:viewAs',
  ])
    expect(covered).toContain(pair);
  expect(markers.size).toBeGreaterThan(5);
}, 300_000);

it('history tells each reader what happened to them: reasons by audience, no drafts, no phantom changes', async () => {
  const text = async (who: SeedAccount, path: string) => JSON.stringify((await call(who, 'GET', path)).body);
  const orderHistory = `/orders/${story.orderId}/history`;
  const resident = await text(RESIDENT, orderHistory);
  expect(resident).not.toContain('lockbox code 9876');
  expect(resident).not.toContain('ask Northside');
  const manager = (await call(MANAGER, 'GET', orderHistory)).body.items as HistoryEntry[];
  expect(JSON.stringify(manager)).toContain('lockbox code 9876');
  expect(JSON.stringify(manager)).toContain('ask Northside');
  // After the photo, the dispatch lists what it changed, not every field against the file's.
  const kinds = manager.map((e) => e.kind);
  expect(kinds.indexOf('attachmentAdded')).toBeGreaterThan(-1);
  const dispatch = manager.find((e) => e.kind === 'dispatched')!;
  const moved = dispatch.changes.map((c) => c.field);
  expect(moved).toEqual(expect.arrayContaining(['state', 'vendorId']));
  expect(moved).not.toContain('title');
  expect(moved).not.toContain('status');
  expect(manager.find((e) => e.kind === 'attachmentAdded')).toMatchObject({ changes: [], file: 'leak.png' });

  const bulletinHistory = `/bulletin/${story.bulletinId}/history`;
  expect(await text(RESIDENT, bulletinHistory)).not.toContain('DRAFT wording');
  // The resident's timeline starts at publication, diffed against nothing they could see.
  expect((await call(RESIDENT, 'GET', bulletinHistory)).body.items).toEqual([
    expect.objectContaining({ kind: 'published', changes: [], meta: { action: 'publish' } }),
  ]);
  expect(await text(MANAGER, bulletinHistory)).toContain('DRAFT wording');
});

it('viewing as a participant never opens a conversation the administrator is no participant of', async () => {
  const own = (await call(RESIDENT, 'GET', '/conversations?limit=100')).body.items as Rec[];
  const others = own.filter((c) => !(c.participantIds as string[]).includes(ADMIN.id));
  expect(others.length).toBeGreaterThan(0);
  const viewAs = { 'x-portico-view-as': RESIDENT.id };
  for (const conversation of others) {
    expect((await call(RESIDENT, 'GET', `/conversations/${conversation.id}`)).status).toBe(200);
    expect((await call(ADMIN, 'GET', `/conversations/${conversation.id}`, undefined, viewAs)).status).toBe(404);
    const messages = await call(ADMIN, 'GET', `/chat-messages?conversationId=${conversation.id}`, undefined, viewAs);
    expect(messages).toMatchObject({ status: 200, body: { items: [] } });
    expect((await call(ADMIN, 'GET', `/conversations/${conversation.id}/attachments`, undefined, viewAs)).status).toBe(404);
  }
});

it('refuses, naming the field, every write of a field the role may not write (create and update)', async () => {
  const findings: string[] = [];
  let refusals = 0;
  for (const who of RESTRICTED) {
    const granted = grants(who);
    const roles = who.roles as Role[];
    for (const def of ENTITIES) {
      const forbidden = Object.entries(def.fields).filter(([, f]) => !f.readOnly && !writesField(f, { roles }));
      if (forbidden.length === 0) continue;
      const canCreate = granted.has(slugFor(def, 'create')) && offers(def, 'create');
      const canUpdate = granted.has(slugFor(def, 'update')) && offers(def, 'update');
      const own = canUpdate ? ((await call(who, 'GET', `/${def.module}?limit=1`)).body.items as Rec[] | undefined)?.[0] : undefined;
      for (const [key, field] of forbidden) {
        const value = field.kind === 'ref' ? randomUUID() : (sampleValue(key, field, 42) ?? 'x');
        const expected = { path: key, message: mayNotSetMessage(field.label) };
        const attempts: [string, Promise<{ status: number; body: Record<string, any> }>][] = [];
        if (canCreate)
          attempts.push([
            'create',
            call(who, 'POST', `/${def.module}`, {
              ...sampleRecord(def, 42, { propertyId: SEED_PROPERTIES.harborView, unitId: SEED_UNITS.harborView101 }, roles),
              [key]: value,
            }),
          ]);
        if (own) attempts.push(['update', call(who, 'PATCH', `/${def.module}/${own.id}`, { [key]: value, version: own.version })]);
        for (const [what, attempt] of attempts) {
          const res = await attempt;
          refusals += 1;
          const named = (res.body.details?.fieldErrors as { path: string; message: string }[] | undefined)?.some(
            (e) => e.path === expected.path && e.message === expected.message,
          );
          if (res.status !== 422 || !named)
            findings.push(`${who.email} ${def.module} ${what} ${key}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
  }
  process.stdout.write(`\nwrite refusals: ${refusals} attempts, ${findings.length} findings\n`);
  expect(findings).toEqual([]);
  // The brief's case: a resident's support request carrying a resolution.
  expect(refusals).toBeGreaterThan(5);
  const support = await call(RESIDENT, 'POST', '/support', {
    subject: 'Door',
    category: 'building',
    description: 'Stuck',
    resolution: 'Fixed',
  });
  expect(support.status).toBe(422);
  expect(support.body.details.fieldErrors).toEqual([
    expect.objectContaining({ path: 'resolution', message: 'You may not set Resolution' }),
  ]);
}, 120_000);
