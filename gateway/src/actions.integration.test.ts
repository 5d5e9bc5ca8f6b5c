import pg from 'pg';
import { joinRequestReject } from '@portico/contracts';
import { peopleService } from '../../services/people/src/people.service';
import { startApiTestbed, type ApiTestbed } from './testing/api-testbed';

/**
 * Declared actions (ADR 0020) through the gateway and a real people service: the join
 * request's `reject` and `approve` run on the generic action runner.
 */
let api: ApiTestbed;
let seq = 0;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService], mail: true });
}, 120_000);

afterAll(() => api?.stop());

async function pendingRequest(): Promise<string> {
  seq += 1;
  const res = await api.call(null, 'POST', '/public/join-requests', {
    kind: 'vendor',
    firstName: 'Ada',
    lastName: `Action${seq}`,
    email: `action-${seq}@example.com`,
    company: 'Actions Ltd',
    propertyCode: 'HV-01',
    password: 'action pass',
    confirmPassword: 'action pass',
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function outboxEvents(subject: string, id: string): Promise<{ payload: Record<string, any> }[]> {
  const db = new pg.Client({ connectionString: api.databases.people });
  await db.connect();
  try {
    const { rows } = await db.query(`select payload from people.outbox where subject = $1 and payload->'data'->>'id' = $2`, [subject, id]);
    return rows as { payload: Record<string, any> }[];
  } finally {
    await db.end();
  }
}

it('an allowed transition answers 200 with the new state and writes the action event with its meta', async () => {
  const id = await pendingRequest();
  const res = await api.call('manager@portico.test', 'POST', `/join-requests/${id}/reject`, { reason: 'No vendor slots this year' });
  expect(res).toMatchObject({
    status: 200,
    body: { id, requestStatus: 'declined', decisionReason: 'No vendor slots this year', version: 2 },
  });
  const events = await outboxEvents('people.event.joinRequest.rejected', id);
  expect(events).toHaveLength(1);
  expect(events[0]!.payload).toMatchObject({
    subject: 'people.event.joinRequest.rejected',
    data: { id, requestStatus: 'declined' },
    meta: { action: 'reject', from: 'pending', to: 'declined', reason: 'No vendor slots this year' },
  });
  expect(api.mail!.latestTo(`action-${seq}@example.com`)?.subject).toBeDefined();
});

it('an illegal transition is refused with 409 and names the state', async () => {
  const id = await pendingRequest();
  expect((await api.call('manager@portico.test', 'POST', `/join-requests/${id}/approve`, {})).status).toBe(200);
  const again = await api.call('manager@portico.test', 'POST', `/join-requests/${id}/reject`, { reason: 'Too late' });
  expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: 'A join request that is Accepted cannot be rejected' } });
  expect(await outboxEvents('people.event.joinRequest.rejected', id)).toHaveLength(0);
});

it('a missing reason is a field error on reason', async () => {
  const id = await pendingRequest();
  for (const body of [{}, { reason: '   ' }]) {
    const res = await api.call('manager@portico.test', 'POST', `/join-requests/${id}/reject`, body);
    expect(res).toMatchObject({ status: 422, body: { details: { fieldErrors: [{ path: 'reason', message: 'A reason is required' }] } } });
  }
  // Unknown input is refused, not ignored.
  const extra = await api.call('manager@portico.test', 'POST', `/join-requests/${id}/reject`, { reason: 'x', requestStatus: 'accepted' });
  expect(extra.status).toBe(422);
  expect((await api.call('manager@portico.test', 'GET', `/join-requests/${id}`)).body).toMatchObject({
    requestStatus: 'pending',
    version: 1,
  });
});

it('needs the action slug, and a foreign tenant sees nothing', async () => {
  const id = await pendingRequest();
  expect(await api.call('staff@portico.test', 'POST', `/join-requests/${id}/reject`, { reason: 'x' })).toMatchObject({
    status: 403,
    body: { message: expect.stringContaining(`join-requests-reject`) },
  });
  expect((await api.call('manager2@portico.test', 'POST', `/join-requests/${id}/reject`, { reason: 'x' })).status).toBe(404);
  // A platform administrator viewing as the manager may not act: view-as is read-only.
  const viewAs = await api.call(
    'admin@portico.test',
    'POST',
    `/join-requests/${id}/reject`,
    { reason: 'x' },
    {
      'x-portico-view-as': api.account('manager@portico.test').id,
    },
  );
  expect(viewAs.status).toBe(403);
  expect((await api.call('manager@portico.test', 'GET', `/join-requests/${id}`)).body).toMatchObject({ requestStatus: 'pending' });
});

it('of ten concurrent transitions of one record exactly one wins', async () => {
  const id = await pendingRequest();
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => api.call('manager@portico.test', 'POST', `/join-requests/${id}/reject`, { reason: `Race ${i}` })),
  );
  const statuses = results.map((r) => r.status).sort();
  expect(statuses).toEqual([200, ...Array(9).fill(409)]);
  expect(await outboxEvents('people.event.joinRequest.rejected', id)).toHaveLength(1);
  expect((await api.call('manager@portico.test', 'GET', `/join-requests/${id}`)).body).toMatchObject({
    requestStatus: 'declined',
    version: 2,
  });
});

it('the older decision route runs the same actions', async () => {
  const id = await pendingRequest();
  const res = await api.call('manager@portico.test', 'POST', `/join-requests/${id}/decision`, { decision: 'decline', reason: 'Old route' });
  expect(res).toMatchObject({ status: 200, body: { requestStatus: 'declined' } });
  const [event] = await outboxEvents('people.event.joinRequest.rejected', id);
  expect(event!.payload.meta).toMatchObject({ action: joinRequestReject.name, reason: 'Old route' });
});
