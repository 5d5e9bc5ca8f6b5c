import pg from 'pg';
import { SEED_PROPERTIES, SEED_UNITS, SEED_VENDORS } from '@portico/contracts';
import { peopleService } from '../../services/people/src/people.service';
import { communityService } from '../../services/community/src/community.service';
import { maintenanceService } from '../../services/maintenance/src/maintenance.service';
import { CATEGORY } from '../../services/maintenance/src/seed';
import { eventually, startApiTestbed, type ApiTestbed } from './testing/api-testbed';

/**
 * One notice mechanism (ADR 0038), end to end with real people, community and maintenance
 * services, NATS and PostgreSQL: each step of a work order reaches the inbox (the bell) of the
 * right people — the new order its managers, a step its requester, the dispatch its vendor, a
 * thread message everyone of the order but its author — and their mail, in one language, with
 * an absolute link.
 */
let api: ApiTestbed;
const MANAGER = 'manager@portico.test';
const RESIDENT = 'resident@portico.test';
const VENDOR = 'vendor@portico.test';

beforeAll(async () => {
  process.env.PORTICO_PUBLIC_URL = 'https://portico.example';
  api = await startApiTestbed({ services: [peopleService, communityService, maintenanceService], mail: true });
}, 180_000);

afterAll(() => api?.stop());


type Delivery = { title: string; body: string; link: string | null; sourceId: string };

/** The caller's received inbox, as their bell reads it (a manager may read the org's deliveries). */
async function inbox(who: string): Promise<Delivery[]> {
  const res = await api.call(who, 'GET', `/notification-deliveries?limit=100&recipientUserId=${api.account(who).id}`);
  expect(res.status).toBe(200);
  return res.body.items as Delivery[];
}

const inboxWith = (who: string, about: (d: Delivery) => boolean) =>
  eventually(
    () => inbox(who),
    (items) => items.some(about),
  ).then((items) => items.filter(about));

it('tells the managers, the requester and the vendor of each step, in their inbox and by mail', async () => {
  const created = await api.call(RESIDENT, 'POST', '/orders', {
    title: 'Bell test: kitchen sink leaks',
    propertyId: SEED_PROPERTIES.harborView,
    unitId: SEED_UNITS.harborView101,
    urgency: 'high',
    categoryId: CATEGORY.plumbing,
  });
  expect(created.status).toBe(201);
  const order = created.body as { id: string; state: string };
  const aboutOrder = (d: Delivery) => d.link === `/orders/view/${order.id}`;

  // The new order reaches the managers' bell.
  const reported = await inboxWith(MANAGER, (d) => aboutOrder(d) && d.title.includes('has been reported'));
  expect(reported).toHaveLength(1);
  expect(reported[0]!.body).toContain('The maintenance order "Bell test: kitchen sink leaks" has been reported.');

  if (order.state === 'requested') expect((await api.call(MANAGER, 'POST', `/orders/${order.id}/approve`, {})).status).toBe(200);
  const dispatched = await api.call(MANAGER, 'POST', `/orders/${order.id}/dispatch`, { vendorId: SEED_VENDORS.brightFix });
  expect(dispatched.status).toBe(200);

  // The vendor's account hears of the assignment; the requester of the step, as theirs.
  const assigned = await inboxWith(VENDOR, (d) => aboutOrder(d) && d.title.includes('assigned to you'));
  expect(assigned).toHaveLength(1);
  const step = await inboxWith(RESIDENT, (d) => aboutOrder(d) && d.title.endsWith('has been assigned'));
  expect(step[0]!.body).toContain('Your maintenance order "Bell test: kitchen sink leaks" has been assigned.');

  // A thread message: everyone of the order hears of it but its author.
  const thread = await api.call(MANAGER, 'POST', '/threads', { subject: 'Access to the unit', orderId: order.id });
  expect(thread.status).toBe(201);
  const message = await api.call(VENDOR, 'POST', '/thread-messages', { threadId: thread.body.id, body: 'I can come Tuesday at 9.' });
  expect(message.status).toBe(201);
  const heard = await inboxWith(RESIDENT, (d) => aboutOrder(d) && d.title.startsWith('New message'));
  expect(heard[0]!.body).toContain('I can come Tuesday at 9.');
  expect(await inboxWith(MANAGER, (d) => aboutOrder(d) && d.title.startsWith('New message'))).toHaveLength(1);
  expect((await inbox(VENDOR)).filter((d) => aboutOrder(d) && d.title.startsWith('New message'))).toEqual([]);

  // The same notices went out by mail: one language, a link that can be clicked.
  const mail = await eventually(
    async () => api.mail!.latestTo(RESIDENT),
    (m) => m?.subject.startsWith('New message') === true,
  );
  expect(mail?.text).toContain(`https://portico.example/orders/view/${order.id}`);
  expect(mail?.text).not.toContain('Su orden');
  expect(mail?.text).not.toContain('escribió');

  // A person who reads Spanish gets Spanish only, "su" when it is theirs.
  const resident = api.account(RESIDENT).id;
  expect((await api.call('admin@portico.test', 'PATCH', `/users/${resident}`, { language: 'es' })).status).toBe(200);
  const community = new pg.Client({ connectionString: api.databases.community });
  await community.connect();
  try {
    // Community learns of the change from people's events (its user mirror) before it words a notice.
    await eventually(
      async () =>
        (await community.query(`select data->>'language' as l from community.mirror_records where entity = 'user' and id = $1`, [resident]))
          .rows[0]?.l,
      (l) => l === 'es',
    );
  } finally {
    await community.end();
  }
  expect((await api.call(MANAGER, 'POST', `/orders/${order.id}/cancel`, { reason: 'Fixed by the owner' })).status).toBe(200);
  const cancelled = await inboxWith(RESIDENT, (d) => aboutOrder(d) && d.title.includes('fue cancelada'));
  expect(cancelled[0]!.body).toContain('Su orden de mantenimiento "Bell test: kitchen sink leaks" fue cancelada.');
  expect(cancelled[0]!.body).not.toContain('has been');
});
