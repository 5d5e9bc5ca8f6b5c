import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SEED_ORGS, SEED_UNITS, renderMessage } from '@portico/contracts';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';
import { AI_NOT_CONFIGURED } from './ai-draft';
import { NO_RECIPIENTS } from './notification.actions';
import { randomUUID } from 'node:crypto';
import { mailerFromEnv, openDatabase } from '@portico/platform';
import { communityService } from '../community.service';
import { deliverNotice } from './deliver-notice';

/**
 * Notifications end to end through the gateway: a unit group's notification reaches the unit's
 * user once (inbox, mail, unread count), read receipts are the recipient's own, and the AI draft
 * speaks the chat-completions protocol to whatever endpoint is configured.
 */
const MANAGER = 'manager@portico.test';
const RESIDENT = 'resident@portico.test';
const OTHER_TENANT = 'manager2@portico.test';
let api: CommunityApi;
let groupId: string;

beforeAll(async () => {
  api = await startCommunityApi();
  const group = await api.call(MANAGER, 'POST', '/groups', {
    name: 'Unit 101 residents',
    groupType: 'unit',
    memberUnitIds: [SEED_UNITS.harborView101],
  });
  expect(group.status).toBe(201);
  groupId = group.body.id;
  await api.until(
    async () => (await api.sql(`select 1 from community.mirror_records where entity = 'group' and id = $1`, [groupId])).length > 0,
    'the group mirror',
  );
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

async function createNotification(body: Record<string, unknown>) {
  const res = await api.call(MANAGER, 'POST', '/notifications', body);
  expect(res.status).toBe(201);
  return res.body as { id: string; state: string };
}

it('counts who a composed audience reaches before anything is saved', async () => {
  const res = await api.call(MANAGER, 'POST', '/notifications/recipients-count', { audienceUnitGroupIds: [groupId] });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ count: 1 });
  const none = await api.call(MANAGER, 'POST', '/notifications/recipients-count', {});
  expect(none.body).toEqual({ count: 0 });
  // Another org's manager cannot reach this org's group.
  const foreign = await api.call(OTHER_TENANT, 'POST', '/notifications/recipients-count', { audienceUnitGroupIds: [groupId] });
  expect(foreign.body).toEqual({ count: 0 });
  const junk = await api.call(MANAGER, 'POST', '/notifications/recipients-count', { audienceUnitGroupIds: ['nope'] });
  expect(junk.status).toBe(422);
  expect((await api.call(RESIDENT, 'POST', '/notifications/recipients-count', {})).status).toBe(403);
});

it('sends to a unit group: one delivery per member, mailed, counted unread, read by its recipient only', async () => {
  const resident = api.account(RESIDENT);
  const before = await api.call(RESIDENT, 'GET', '/notifications/received/unread-count');
  expect(before.status).toBe(200);
  const n = await createNotification({
    title: 'Water shut-off Tuesday',
    description: 'Water will be off from 9 to 11 on Tuesday.',
    audienceUnitGroupIds: [groupId],
    channelMail: true,
  });
  expect(n.state).toBe('draft');
  const sent = await api.call(MANAGER, 'POST', `/notifications/${n.id}/send`, {});
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ state: 'sending', recipientCount: 1 });

  const done = await api.until(async () => {
    const res = await api.call(MANAGER, 'GET', `/notifications/${n.id}`);
    return res.body.state === 'sent' ? res.body : undefined;
  }, 'the fan-out');
  expect(done.recipientCount).toBe(1);
  // Sending again is refused: the notification is no longer a draft.
  expect((await api.call(MANAGER, 'POST', `/notifications/${n.id}/send`, {})).status).toBe(409);

  const inbox = await api.call(RESIDENT, 'GET', `/notification-deliveries?notificationId=${n.id}`);
  expect(inbox.body.items).toHaveLength(1);
  const delivery = inbox.body.items[0];
  expect(delivery).toMatchObject({ recipientUserId: resident.id, title: 'Water shut-off Tuesday', email: RESIDENT });
  const mail = await api.until(async () => api.mail!.messages.find((m) => m.subject === 'Water shut-off Tuesday'), 'the mail');
  expect(mail.to).toEqual([RESIDENT]);
  expect(mail.text).toContain('Water will be off');
  await api.until(async () => {
    const res = await api.call(RESIDENT, 'GET', `/notification-deliveries/${delivery.id}`);
    return res.body.state === 'sent';
  }, 'the delivery marked sent');
  const unread = await api.call(RESIDENT, 'GET', '/notifications/received/unread-count');
  expect(unread.body.count).toBe(before.body.count + 1);

  // The manager sees the receipt but cannot mark someone else's notification read.
  expect((await api.call(MANAGER, 'POST', `/notification-deliveries/${delivery.id}/mark-read`, {})).status).toBe(409);
  const read = await api.call(RESIDENT, 'POST', `/notification-deliveries/${delivery.id}/mark-read`, {});
  expect(read.status).toBe(200);
  expect(read.body.state).toBe('read');
  expect(read.body.readAt).toBeTruthy();
  expect((await api.call(RESIDENT, 'GET', '/notifications/received/unread-count')).body.count).toBe(before.body.count);
  // Exactly one delivery for the member, whatever happened.
  const [count] = await api.sql<{ n: number }>(
    `select count(*)::int as n from community.notification_deliveries where notification_id = $1`,
    [n.id],
  );
  expect(count!.n).toBe(1);
});

it("shows a send's progress from its deliveries: delivered, mails sent, refused, resent and read", async () => {
  const resident = api.account(RESIDENT);
  // Two more people of the resident's unit with an address, one without (console only).
  const others = [randomUUID(), randomUUID(), randomUUID()];
  await api.sql(
    `insert into community.mirror_records (entity, id, parent_org_id, display, status, version, data)
     select 'user', u.id, $2, 'Progress ' || u.n, 'active', 1,
            jsonb_build_object('id', u.id, 'status', 'active', 'unitIds', jsonb_build_array($3::text))
              || case when u.n < 3 then jsonb_build_object('email', 'progress-' || u.n || '@example.com') else '{}'::jsonb end
       from unnest($1::uuid[]) with ordinality as u(id, n)`,
    [others, SEED_ORGS.harbor, SEED_UNITS.harborView101],
  );
  const n = await createNotification({
    title: 'Progress notice',
    description: 'Lifts serviced on Friday.',
    audienceUserIds: [resident.id, ...others],
    channelMail: true,
  });
  const progressOf = async (who = MANAGER) => {
    const res = await api.call(who, 'GET', `/notifications/delivery/progress?ids=${n.id}`);
    expect(res.status).toBe(200);
    return res.body.items[0];
  };
  // A draft has reached nobody yet.
  expect(await progressOf()).toMatchObject({ id: n.id, state: 'draft', deliveries: 0, delivered: 0, mailsSent: 0, inProgress: false });

  expect((await api.call(MANAGER, 'POST', `/notifications/${n.id}/send`, {})).status).toBe(200);
  const done = await api.until(async () => {
    const p = await progressOf();
    return p.state === 'sent' && !p.inProgress ? p : undefined;
  }, 'every delivery made and mailed');
  expect(done).toEqual({
    id: n.id,
    state: 'sent',
    recipients: 4,
    deliveries: 4,
    delivered: 4,
    read: 0,
    mails: 3,
    mailsSent: 3,
    failed: 0,
    mailsPending: 0,
    inProgress: false,
  });
  expect(api.mail!.messages.filter((m) => m.subject === 'Progress notice')).toHaveLength(3);

  // The mail server refused one (as the mailer records it): not delivered, not a mail sent.
  const [refused] = await api.sql<{ id: string }>(
    `update community.notification_deliveries set state = 'error', sent_at = null, error_message = '550 mailbox unavailable'
      where notification_id = $1 and email = 'progress-1@example.com' returning id`,
    [n.id],
  );
  expect(await progressOf()).toMatchObject({ delivered: 3, mailsSent: 2, failed: 1, mailsPending: 0 });
  // Resent through the route: queued, then taken by the mail server.
  expect((await api.call(MANAGER, 'POST', `/notification-deliveries/${refused!.id}/resend`, {})).status).toBe(200);
  await api.until(async () => {
    const p = await progressOf();
    return p.delivered === 4 && p.mailsSent === 3 && p.failed === 0 && !p.inProgress ? p : undefined;
  }, 'the resent mail');

  // The resident reads theirs: a read receipt, still delivered, still mailed.
  const [mine] = (await api.call(RESIDENT, 'GET', `/notification-deliveries?notificationId=${n.id}`)).body.items;
  expect((await api.call(RESIDENT, 'POST', `/notification-deliveries/${mine.id}/mark-read`, {})).status).toBe(200);
  expect(await progressOf()).toMatchObject({ recipients: 4, delivered: 4, read: 1, mailsSent: 3 });

  // Another tenant's manager learns nothing of it; residents may not ask; ids must be ids.
  expect((await api.call(OTHER_TENANT, 'GET', `/notifications/delivery/progress?ids=${n.id}`)).body).toEqual({ items: [] });
  expect((await api.call(RESIDENT, 'GET', `/notifications/delivery/progress?ids=${n.id}`)).status).toBe(403);
  expect((await api.call(MANAGER, 'GET', '/notifications/delivery/progress?ids=nope')).status).toBe(422);
  expect((await api.call(MANAGER, 'GET', '/notifications/delivery/progress')).status).toBe(422);
});

it('delivers a notice once per source and recipient, however often it is asked', async () => {
  const resident = api.account(RESIDENT);
  const db = await openDatabase({
    url: api.databases.community!,
    schema: 'community',
    migrationsFolder: communityService.migrationsFolder,
  });
  try {
    const notice = {
      parentOrgId: SEED_ORGS.harbor,
      recipientUserIds: [resident.id, resident.id, '5f0c6f2e-0000-4000-8000-00000000ffff'],
      title: 'Your booking was approved',
      body: 'See you at the pool.',
      source: { entity: 'reservation', id: '5f0c6f2e-0000-4000-8000-000000000001', event: 'approved' },
    };
    const first = await db.db.transaction((tx) => deliverNotice(tx as never, notice));
    const again = await db.db.transaction((tx) => deliverNotice(tx as never, notice));
    // The unknown user is skipped; the resident gets it once.
    expect(first.created).toBe(1);
    expect(again.created).toBe(0);
    // A rolled-back caller delivers nothing.
    const other = { ...notice, source: { ...notice.source, event: 'cancelled' } };
    await expect(
      db.db.transaction(async (tx) => {
        await deliverNotice(tx as never, other);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
  } finally {
    await db.close();
  }
  const rows = await api.sql(
    `select source_event from community.notification_deliveries where source_entity = 'reservation' and source_id = $1`,
    ['5f0c6f2e-0000-4000-8000-000000000001'],
  );
  expect(rows).toEqual([{ source_event: 'approved' }]);
});

it('mails every recipient once, and a restart after a crash sends none of them twice', async () => {
  // Recipients as people's users reach community's mirror.
  const ids = Array.from({ length: 150 }, () => randomUUID()).sort();
  const address = (i: number) => `restart-${i}@example.com`;
  await api.sql(
    `insert into community.mirror_records (entity, id, parent_org_id, display, status, version, data)
     select 'user', u.id, $2, 'Restart ' || u.n, 'active', 1,
            jsonb_build_object('id', u.id, 'email', 'restart-' || u.n || '@example.com', 'status', 'active')
       from unnest($1::uuid[]) with ordinality as u(id, n)`,
    [ids, SEED_ORGS.harbor],
  );
  const source = { entity: 'notification', id: randomUUID(), event: 'sent' };
  const db = await openDatabase({
    url: api.databases.community!,
    schema: 'community',
    migrationsFolder: communityService.migrationsFolder,
  });
  let effectIds: string[] = [];
  try {
    // The notice's mails are claimed by a runner that then dies: leased a minute ahead, so the
    // service's runner leaves them alone for now.
    const delivered = await db.db.transaction(async (tx) => {
      const result = await deliverNotice(tx as never, {
        parentOrgId: SEED_ORGS.harbor,
        recipientUserIds: ids,
        title: 'Restart notice',
        body: 'Once each.',
        source,
      });
      await (tx as never as { execute(q: unknown): Promise<unknown> }).execute(
        sql`update community.effects set next_attempt_at = now() + interval '60 seconds'
             where kind = 'notice-mail' and payload->>'deliveryId' in ${result.deliveryIds}`,
      );
      return result;
    });
    expect(delivered.created).toBe(ids.length);
    // Before dying it mailed the first third and recorded them sent, but did not mark those
    // effects done: after the restart they are due again.
    const effects = await api.sql<{ id: string; delivery_id: string; to: string; subject: string; text: string }>(
      `select id, payload->>'deliveryId' as delivery_id, payload->>'to' as to, payload->>'subject' as subject, payload->>'text' as text
         from community.effects where kind = 'notice-mail' and payload->>'deliveryId' = any($1) order by payload->>'to'`,
      [delivered.deliveryIds],
    );
    expect(effects).toHaveLength(ids.length);
    effectIds = effects.map((e) => e.id);
    const mailer = mailerFromEnv();
    const early = effects.slice(0, 50);
    for (const e of early) await mailer.send({ to: e.to, subject: e.subject, text: e.text, messageId: `<${e.id}@portico.effects>` });
    await api.sql(`update community.notification_deliveries set state = 'sent', sent_at = now() where id = any($1)`, [
      early.map((e) => e.delivery_id),
    ]);
    // The restart: the dead runner's lease has run out.
    await api.sql(`update community.effects set next_attempt_at = now() where id = any($1)`, [effectIds]);
  } finally {
    await db.close();
  }
  await api.until(async () => {
    const [left] = await api.sql<{ n: number }>(`select count(*)::int as n from community.effects where done_at is null and id = any($1)`, [
      effectIds,
    ]);
    return left!.n === 0;
  }, 'the mails after the restart');
  const states = await api.sql<{ state: string; n: number }>(
    `select state, count(*)::int as n from community.notification_deliveries where source_id = $1 group by state`,
    [source.id],
  );
  expect(states).toEqual([{ state: 'sent', n: ids.length }]);
  // Exactly one mail per recipient: those mailed before the crash were not mailed again.
  const got = new Map<string, number>();
  for (const m of api.mail!.messages.filter((m) => m.subject === 'Restart notice'))
    for (const to of m.to) got.set(to, (got.get(to) ?? 0) + 1);
  expect(got.size).toBe(ids.length);
  expect([...got.values()].every((n) => n === 1)).toBe(true);
  expect(got.has(address(1))).toBe(true);
});

it('refuses to send without a message, a channel or anyone to reach', async () => {
  const silent = await createNotification({
    title: 'Silent',
    description: 'Hi',
    audienceUnitGroupIds: [groupId],
    channelConsole: false,
    channelMail: false,
  });
  expect((await api.call(MANAGER, 'POST', `/notifications/${silent.id}/send`, {})).status).toBe(422);
  const empty = await createNotification({ title: 'Nobody', description: 'Hello', audienceUserIds: [] });
  const res = await api.call(MANAGER, 'POST', `/notifications/${empty.id}/send`, {});
  expect(res.status).toBe(422);
  expect(JSON.stringify(res.body)).toContain(renderMessage(NO_RECIPIENTS));
  const blank = await createNotification({ title: 'Blank', audienceUnitGroupIds: [groupId] });
  expect((await api.call(MANAGER, 'POST', `/notifications/${blank.id}/send`, {})).status).toBe(422);
});

it('schedules a send for later and can take it back', async () => {
  const n = await createNotification({ title: 'Fire drill', description: 'Drill at noon.', audienceUnitGroupIds: [groupId] });
  const past = await api.call(MANAGER, 'POST', `/notifications/${n.id}/schedule`, { scheduledAt: '2001-01-01T10:00:00Z' });
  expect(past.status).toBe(422);
  const later = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await api.call(MANAGER, 'POST', `/notifications/${n.id}/schedule`, { scheduledAt: later });
  expect(scheduled.status).toBe(200);
  expect(scheduled.body.state).toBe('scheduled');
  expect(
    await api.sql(`select 1 from community.scheduled_jobs where key like $1 and done_at is null`, [`%${n.id}:scheduled`]),
  ).toHaveLength(1);
  const back = await api.call(MANAGER, 'POST', `/notifications/${n.id}/unschedule`, {});
  expect(back.body.state).toBe('draft');
  expect(await api.sql(`select 1 from community.scheduled_jobs where key like $1`, [`%${n.id}:scheduled`])).toHaveLength(0);
});

describe('Draft with AI', () => {
  let server: Server;
  const seen: Record<string, any>[] = [];

  beforeAll(async () => {
    // A loopback server speaking the chat-completions protocol.
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(raw) });
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: 'test-model',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'The pool reopens Monday at 7 am.' } }],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });

  afterAll(async () => {
    delete process.env.AI_BASE_URL;
    delete process.env.AI_MODEL;
    delete process.env.AI_API_KEY;
    await new Promise((r) => server.close(r));
  });

  it('says how to configure a provider when none is', async () => {
    const res = await api.call(MANAGER, 'POST', '/notifications/ai-draft', { title: 'Pool reopening' });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain(renderMessage(AI_NOT_CONFIGURED));
  });

  it('writes a description from the title and notes through the configured endpoint', async () => {
    process.env.AI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    process.env.AI_MODEL = 'test-model';
    process.env.AI_API_KEY = 'sk-test';
    const res = await api.call(MANAGER, 'POST', '/notifications/ai-draft', { title: 'Pool reopening', notes: 'Monday 7am' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ description: 'The pool reopens Monday at 7 am.', model: 'test-model' });
    expect(seen[0]).toMatchObject({ url: '/v1/chat/completions', auth: 'Bearer sk-test', body: { model: 'test-model' } });
    expect(JSON.stringify(seen[0]!.body.messages)).toContain('Monday 7am');
    expect((await api.call(MANAGER, 'POST', '/notifications/ai-draft', { notes: 'no title' })).status).toBe(422);
  });
});

it('keeps other tenants out of the inbox', async () => {
  const res = await api.call(OTHER_TENANT, 'GET', '/notification-deliveries');
  expect(res.status).toBe(200);
  expect(res.body.items.every((d: { parentOrgId: string }) => d.parentOrgId === SEED_ORGS.summit)).toBe(true);
});
