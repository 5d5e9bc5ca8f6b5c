import pg from 'pg';
import { SEED_PROPERTIES } from '@portico/contracts';
import { peopleService } from '../../services/people/src/people.service';
import { communityService } from '../../services/community/src/community.service';
import { maintenanceService } from '../../services/maintenance/src/maintenance.service';
import { eventually, startApiTestbed, type ApiTestbed } from './testing/api-testbed';

/**
 * QR problem reports (ADR 0028) through the gateway with real people and maintenance services:
 * the console's link under the record's read slug and scope, the public lookup, and a report
 * that lands as a `requested` order of the right property, with its event and the managers' notice
 * (delivered by community, ADR 0038: inbox and mail).
 */
let api: ApiTestbed;
let locationId: string;
let equipmentId: string;
let categoryId: string;
const MANAGER = 'manager@portico.test';

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, communityService, maintenanceService], mail: true });
  const create = async (module: string, body: Record<string, unknown>) => {
    const res = await api.call(MANAGER, 'POST', `/${module}`, body);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  categoryId = await create('maintenance-type', { name: 'QR Plumbing', color: '#1e88e5', dueDaysHigh: 2 });
  locationId = await create('location', {
    name: 'Boiler room B',
    locationType: 'mechanical',
    description: 'Basement, east wing',
    propertyId: SEED_PROPERTIES.harborView,
  });
  equipmentId = await create('equipments', { deviceName: 'Boiler 2', locationId, propertyId: SEED_PROPERTIES.harborView });
}, 180_000);

afterAll(() => api?.stop());

async function maintenanceQuery(text: string, values: unknown[]): Promise<Record<string, any>[]> {
  const db = new pg.Client({ connectionString: api.databases.maintenance });
  await db.connect();
  try {
    return (await db.query(text, values)).rows as Record<string, any>[];
  } finally {
    await db.end();
  }
}


async function linkOf(module: string, id: string): Promise<string> {
  const res = await api.call(MANAGER, 'GET', `/${module}/${id}/report-link`);
  expect(res.status).toBe(200);
  expect(res.body.path).toBe(`/report/${res.body.token as string}`);
  return res.body.token as string;
}

let address = 0;
/** A public call from its own client address: the per-address budget is tested once, below. */
function pub(method: string, path: string, body?: unknown) {
  address += 1;
  return api.call(null, method, path, body, { 'x-forwarded-for': `10.77.${address >> 8}.${address & 255}` });
}

const report = {
  title: 'Water on the floor',
  description: 'A puddle spreading under the boiler',
  urgency: 'high',
  categoryId: '',
  reporterName: 'Pat Passerby',
  reporterContact: 'pat@example.com',
};

describe('the console link', () => {
  it('needs the record read slug and the record in scope', async () => {
    expect((await api.call(null, 'GET', `/location/${locationId}/report-link`)).status).toBe(401);
    // A manager of another org does not learn the record exists.
    expect((await api.call('manager2@portico.test', 'GET', `/location/${locationId}/report-link`)).status).toBe(404);
    expect((await api.call('manager2@portico.test', 'GET', `/equipments/${equipmentId}/report-link`)).status).toBe(404);
    // Residents may not read equipment at all.
    expect((await api.call('resident@portico.test', 'GET', `/equipments/${equipmentId}/report-link`)).status).toBe(403);
    expect((await api.call(MANAGER, 'GET', `/location/not-an-id/report-link`)).status).toBe(404);
  });
});

describe('the public report page', () => {
  it('shows the property, the place and the categories of a valid token, without sign-in', async () => {
    const token = await linkOf('location', locationId);
    // The property's name comes from the mirror, which fills shortly after the service starts.
    const res = await eventually(
      () => pub('GET', `/public/problem-reports/${token}`),
      (r) => r.status === 200,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'location', placeName: 'Boiler room B' });
    expect(typeof res.body.propertyName).toBe('string');
    expect(res.body.propertyName.length).toBeGreaterThan(0);
    expect(res.body.categories).toEqual(expect.arrayContaining([{ id: categoryId, name: 'QR Plumbing' }]));
  });

  it('files a requested order in the property queue, with the reporter, its event and the managers mail', async () => {
    const token = await linkOf('equipments', equipmentId);
    const res = await pub('POST', `/public/problem-reports/${token}`, { ...report, categoryId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'requested' });
    const id = res.body.id as string;
    const order = await api.call(MANAGER, 'GET', `/orders/${id}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      state: 'requested',
      propertyId: SEED_PROPERTIES.harborView,
      equipmentId,
      locationId,
      categoryId,
      urgency: 'high',
      requesterId: null,
      reporterName: 'Pat Passerby',
      reporterContact: 'pat@example.com',
      createdBy: 'public-report',
    });
    // Due from the category's own deadline for high urgency (2 days).
    const expected = new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(order.body.dueDate).toBe(expected);
    const events = await maintenanceQuery(
      `select payload from maintenance.outbox where subject = 'maintenance.order.created' and payload->'data'->>'id' = $1`,
      [id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ actor: 'public-report', data: { reporterName: 'Pat Passerby' } });
    const mail = await eventually(
      async () => api.mail!.latestTo(MANAGER),
      (m) => m?.subject.includes('Water on the floor') === true,
    );
    expect(mail?.subject).toContain('Problem reported at');
    expect(mail?.text).toContain('Pat Passerby');
  });

  it('answers 404 for a forged, unknown or archived place, whatever the body', async () => {
    const token = await linkOf('location', locationId);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherId = `l${'0'.repeat(8)}-0000-4000-8000-000000000000`;
    for (const bad of [forged, `${otherId}.${token.split('.')[1]!}`, 'nonsense', 'x'.repeat(300)]) {
      expect((await pub('GET', `/public/problem-reports/${encodeURIComponent(bad)}`)).status).toBe(404);
      expect((await pub('POST', `/public/problem-reports/${encodeURIComponent(bad)}`, { ...report, categoryId })).status).toBe(404);
    }
    const archived = await api.call(MANAGER, 'POST', `/location`, {
      name: 'Old shed',
      locationType: 'outdoor',
      description: 'Torn down',
      propertyId: SEED_PROPERTIES.harborView,
    });
    const shed = await linkOf('location', archived.body.id as string);
    expect((await api.call(MANAGER, 'POST', `/location/${archived.body.id as string}/archive`)).status).toBe(200);
    expect((await pub('GET', `/public/problem-reports/${shed}`)).status).toBe(404);
  });

  it('answers 422 with field errors for a bad body', async () => {
    const token = await linkOf('location', locationId);
    const res = await pub('POST', `/public/problem-reports/${token}`, {
      title: '',
      urgency: 'whenever',
      categoryId,
      reporterName: 'Pat',
      reporterContact: 'not reachable',
    });
    expect(res.status).toBe(422);
    const paths = (res.body.details.fieldErrors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['reporterContact', 'title', 'urgency']);
    // A category of another org (or none at all) is refused as a field error too.
    const foreign = await pub('POST', `/public/problem-reports/${token}`, {
      ...report,
      categoryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.details.fieldErrors).toEqual([expect.objectContaining({ path: 'categoryId' })]);
    const extra = await pub('POST', `/public/problem-reports/${token}`, { ...report, categoryId, state: 'closed' });
    expect(extra.status).toBe(422);
  });

  it('is throttled per client address by the public limiter', async () => {
    const token = await linkOf('location', locationId);
    const from = { 'x-forwarded-for': '10.78.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await api.call(null, 'GET', `/public/problem-reports/${token}`, undefined, from)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('folds repeats of an open report into it and limits reports per code: six in a second make one order and one mail', async () => {
    const token = await linkOf('location', locationId);
    const sent = api.mail!.messages.length;
    const same = { ...report, title: 'Door will not close', categoryId };
    const answers = await Promise.all(Array.from({ length: 6 }, () => pub('POST', `/public/problem-reports/${token}`, same)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.body.id as string));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.body.folded === true)).toHaveLength(5);
    const rows = await maintenanceQuery(`select count(*)::int as n from maintenance.orders where location_id = $1 and title = $2`, [
      locationId,
      same.title,
    ]);
    expect(rows[0]!.n).toBe(1);
    // Different problems from one code: at most five an hour, then a plain 429 and no order.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await pub('POST', `/public/problem-reports/${token}`, { ...same, title: `Problem number ${i}` })).status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(4);
    const refused = await pub('POST', `/public/problem-reports/${token}`, { ...same, title: 'One more problem' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('This code has received many reports in the last hour. Please try again later.');
    const mails = await eventually(
      async () => api.mail!.messages.slice(sent).filter((m) => m.subject.includes('Door will not close')),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
  });
});
