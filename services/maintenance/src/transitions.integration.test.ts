import { ACTIONS, SEED_PROPERTIES, actionPath, transitionRefusal, type ActionDef, type FieldDef } from '@portico/contracts';
import { CATEGORY, VENDOR } from './seed';
import { startMaintenanceApi, type MaintenanceApi } from './testing/maintenance-api';

/**
 * Generated transition table (ADR 0020): every declared maintenance action × every state of its
 * entity. The record is put in the state directly in the database; the action answers 200 iff
 * the state is one of its `from`, else 409 naming the state, and a refused call changes nothing.
 * The caller is a platform administrator (every slug, every scope) who also reported the order,
 * so the domain rules that follow the state check (assignee, requester) let the allowed ones pass.
 */
const ADMIN = 'admin@portico.test';
const ACTOR_ENTITIES = new Set(['order', 'rfp', 'rfpBid']);
const actions = ACTIONS.filter((a) => a.entity.domain === 'maintenance' && !a.internal);
const statesOf = (a: ActionDef) => (a.entity.fields[a.stateField]!.options ?? []).map((o) => o.value);
const cases = actions.flatMap((a) => statesOf(a).map((state) => ({ label: `${a.entity.name}.${a.name} from ${state}`, action: a, state })));

let api: MaintenanceApi;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startMaintenanceApi();
}, 180_000);
afterAll(() => api?.stop());

interface Fixture {
  orderId: string;
  rfpId?: string;
  bidId?: string;
}

/** A fresh chain of records: an order, and for tender actions its RFP with one quoted-ready bid. */
async function fixture(entity: string): Promise<Fixture> {
  const order = await api.call(ADMIN, 'POST', '/orders', {
    title: `Transition ${entity}`,
    propertyId: SEED_PROPERTIES.harborView,
    categoryId: CATEGORY.plumbing,
    urgency: 'medium',
  });
  expect(order.status).toBe(201);
  if (entity === 'order') return { orderId: order.body.id };
  const rfp = await api.call(ADMIN, 'POST', '/rfp', { title: 'Transition RFP', orderId: order.body.id, dueDate: day(10) });
  expect(rfp.status).toBe(201);
  const bid = await api.call(ADMIN, 'POST', '/rfp-bids', { rfpId: rfp.body.id, vendorId: VENDOR.brightFix });
  expect(bid.status).toBe(201);
  const line = await api.call(ADMIN, 'POST', '/quote-lines', { bidId: bid.body.id, description: 'Work', quantity: 2, amountPerQty: 5_000 });
  expect(line.status).toBe(201);
  // Award needs a quote on file; a bid's own actions need the tender taking quotes.
  await api.sql(`update maintenance.rfp_bids set state = 'quoted', quote_total = 10000 where id = $1`, [bid.body.id]);
  if (entity === 'rfpBid') await api.sql(`update maintenance.rfps set state = 'sent' where id = $1`, [rfp.body.id]);
  return { orderId: order.body.id, rfpId: rfp.body.id, bidId: bid.body.id };
}

const recordId = (a: ActionDef, f: Fixture) => (a.entity.name === 'order' ? f.orderId : a.entity.name === 'rfp' ? f.rfpId! : f.bidId!);

/** Valid input for the action, from its declaration: references point at this fixture's records. */
function inputFor(a: ActionDef, f: Fixture): Record<string, unknown> {
  const refs: Record<string, string> = {
    vendor: VENDOR.brightFix,
    user: api.account('staff@portico.test').id,
    rfpBid: f.bidId ?? '',
    order: f.orderId,
  };
  const sample = (field: FieldDef): unknown => {
    switch (field.kind) {
      case 'ref':
        return refs[field.ref!];
      case 'integer':
        return field.max ?? field.min ?? 1;
      case 'decimal':
        return 1.5;
      case 'money':
        return 1_000;
      case 'boolean':
        return true;
      case 'enum':
        return field.options![0]!.value;
      default:
        return 'Transition table';
    }
  };
  const body: Record<string, unknown> = Object.fromEntries(Object.entries(a.input ?? {}).map(([key, field]) => [key, sample(field)]));
  if (a.reason) body.reason = 'Transition table';
  return body;
}

async function stateOf(a: ActionDef, id: string): Promise<{ state: string; version: number }> {
  const [row] = await api.sql<{ state: string; version: number }>(
    `select state, version from maintenance.${a.entity.table} where id = $1`,
    [id],
  );
  return row!;
}

it('covers every state of every maintenance action', () => {
  expect(new Set(actions.map((a) => a.entity.name))).toEqual(ACTOR_ENTITIES);
  expect(cases.length).toBe(actions.reduce((n, a) => n + statesOf(a).length, 0));
  expect(cases.length).toBeGreaterThan(100);
});

/** Refusals share one fixture per entity (they change nothing); allowed calls each get their own. */
const refusalFixtures = new Map<string, Fixture>();

it.each(cases)('$label', async ({ action, state }) => {
  const allowed = action.from.includes(state);
  let f = refusalFixtures.get(action.entity.name);
  if (allowed || !f) {
    f = await fixture(action.entity.name);
    if (!allowed) refusalFixtures.set(action.entity.name, f);
  }
  const id = recordId(action, f);
  await api.sql(`update maintenance.${action.entity.table} set state = $1 where id = $2`, [state, id]);
  const before = await stateOf(action, id);
  const res = await api.call(ADMIN, 'POST', `/${action.entity.module}/${id}/${actionPath(action)}`, inputFor(action, f));
  if (allowed) {
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 200, message: undefined });
    expect(res.body.state).toBe(action.to ?? state);
    expect(res.body.version).toBe(before.version + 1);
  } else {
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(transitionRefusal(action, state));
    expect(res.body.message).toMatch(/^An? .+ that is .+ cannot be .+$/);
    expect(await stateOf(action, id)).toEqual(before);
  }
});
