import type { INestMicroservice } from '@nestjs/common';
import { Client } from 'pg';
import { connect, type NatsConnection } from 'nats';
import { SEED_ACCOUNTS, SEED_ORGS, SEED_USER_TYPES, eventStreamName, type DomainEvent } from '@portico/contracts';
import {
  EffectRunner,
  MailSink,
  NatsRpcClient,
  RESOURCES,
  createDomainService,
  eventCodec,
  mailerFromEnv,
  type DomainServiceOptions,
  type ResourceHooks,
  type ResourceService,
} from '@portico/platform';
import { createTestDatabase, startIsolatedNats, startTestIssuer, type TestIssuer } from '@portico/platform/testing';
import { createPeopleService } from '../people.service';
import type { IdentityAccount, IdentityDirectory } from '../identity/identity-directory';
import { queueIdentitySync, queueMail } from './people-effects';

/**
 * Side effects run after commit (issue 7, items 13 and 14; ADR 0015), against a real SMTP sink,
 * real PostgreSQL and real JetStream: a rollback sends nothing and creates no account; an effect
 * left behind by a stopped service runs exactly once after a restart; hand-written state
 * changes publish one event each.
 */
class RecordingDirectory implements IdentityDirectory {
  readonly kind = 'recording';
  readonly calls: string[] = [];
  /** How many of the next calls fail (the provider being down). */
  failures = 0;
  async upsert(account: IdentityAccount, password?: string): Promise<void> {
    this.calls.push(`upsert ${account.email}${password ? ' +password' : ''}`);
  }
  async delete(id: string): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('identity provider unavailable');
    }
    this.calls.push(`delete ${id}`);
  }
}

const admin = SEED_ACCOUNTS.find((a) => a.email === 'admin@portico.test')!;
let natsServer: Awaited<ReturnType<typeof startIsolatedNats>>;
let issuer: TestIssuer;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sink: MailSink;
let nc: NatsConnection;
let rpc: NatsRpcClient;
let app: INestMicroservice;
const directory = new RecordingDirectory();
let options: DomainServiceOptions;

/** Invitations to `rollback…` addresses are refused by a rule that runs after the mail was queued. */
function failingAfterInviteRules(hooks: ResourceHooks): ResourceHooks {
  return {
    ...hooks,
    async beforeCreate(ctx) {
      await hooks.beforeCreate?.(ctx);
      if (String(ctx.values.email).startsWith('rollback')) throw new Error('forced rollback after the mail was queued');
    },
  };
}

async function startPeople(): Promise<INestMicroservice> {
  return createDomainService(options, {
    domain: 'people',
    natsUrl: process.env.NATS_URL!,
    databaseUrl: database.url,
    oidcIssuer: issuer.issuer,
    seedDemoData: true,
  });
}

const asAdmin = async () => ({ authorization: `Bearer ${await issuer.token(admin)}` });
const mailsTo = (address: string) => sink.messages.filter((m) => m.to.includes(address));
const effects = () => app.get(EffectRunner);
const registry = () => app.get<Map<string, ResourceService>>(RESOURCES);

async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 100));
}

beforeAll(async () => {
  natsServer = await startIsolatedNats();
  issuer = await startTestIssuer();
  sink = new MailSink();
  const smtp = await sink.start();
  database = await createTestDatabase('portico_people_effects');
  const base = createPeopleService(directory, mailerFromEnv({ SMTP_URL: smtp }));
  options = {
    ...base,
    resources: base.resources.map((r) =>
      r.def.name === 'invite' ? { ...r, hooks: failingAfterInviteRules(r.hooks as ResourceHooks) } : r,
    ),
  };
  app = await startPeople();
  nc = await connect({ servers: natsServer.url });
  rpc = new NatsRpcClient(nc);
});

afterAll(async () => {
  await nc?.drain();
  await app?.close();
  await database?.drop();
  await sink?.stop();
  await issuer?.close();
  await natsServer?.stop();
});

const invite = async (email: string) =>
  rpc.request<{ id: string }>(
    'people.invite.create',
    { body: { email, userTypeId: SEED_USER_TYPES.resident, parentOrgId: SEED_ORGS.harbor } },
    await asAdmin(),
  );

it('a rolled-back change sends no mail and calls no identity provider', async () => {
  await expect(invite('rollback@example.com')).rejects.toBeDefined();
  const ghost = '0e000000-0000-4000-8000-00000000dead';
  await expect(
    registry()
      .get('user')!
      .transaction(async (tx) => {
        await queueMail(tx, { to: 'rollback-direct@example.com', subject: 'never', text: 'never' });
        await queueIdentitySync(tx, ghost, 'a password');
        throw new Error('forced rollback');
      }),
  ).rejects.toThrow('forced rollback');
  await effects().drainAll();
  expect(await effects().pendingCount()).toBe(0);
  expect(mailsTo('rollback@example.com')).toEqual([]);
  expect(mailsTo('rollback-direct@example.com')).toEqual([]);
  expect(directory.calls).not.toContain(`delete ${ghost}`);

  // The same flow without the forced failure mails once, with a Message-ID from its effect.
  await invite('committed@example.com');
  expect(mailsTo('committed@example.com')).toHaveLength(1);
  expect(mailsTo('committed@example.com')[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@portico\.effects>$/);
});

it('an effect committed while the runner is down runs exactly once after a restart', async () => {
  await effects().stop(); // the service "crashes" before running what it committed
  const created = await invite('crash@example.com');
  expect(created.id).toBeDefined();
  expect(await effects().pendingCount()).toBe(1);
  expect(mailsTo('crash@example.com')).toEqual([]);

  await app.close();
  app = await startPeople();
  await eventually(() => mailsTo('crash@example.com').length > 0);
  await effects().drainAll(); // a second pass finds nothing left to do
  expect(await effects().pendingCount()).toBe(0);
  expect(mailsTo('crash@example.com')).toHaveLength(1);
});

it('a failed effect waits its backoff, then is retried until it succeeds', async () => {
  const gone = '0e000000-0000-4000-8000-00000000beef';
  directory.failures = 1;
  const effectId = await registry()
    .get('user')!
    .transaction((tx) => queueIdentitySync(tx, gone));
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  try {
    const row = async () =>
      (
        await sql.query<{ attempts: number; last_error: string | null; waiting: boolean; done: boolean }>(
          `select attempts, last_error, next_attempt_at > now() as waiting, done_at is not null as done
             from people.effects where id = $1`,
          [effectId],
        )
      ).rows[0];
    expect(await row()).toMatchObject({ attempts: 1, last_error: 'identity provider unavailable', waiting: true, done: false });
    await effects().drainAll(); // not due yet: nothing runs
    expect(directory.calls).not.toContain(`delete ${gone}`);

    await sql.query(`update people.effects set next_attempt_at = now() where done_at is null`); // the backoff has passed
    expect(await effects().drainAll()).toBe(1);
    expect(directory.calls.filter((c) => c === `delete ${gone}`)).toHaveLength(1);
    expect(await row()).toMatchObject({ attempts: 1, done: true });
  } finally {
    await sql.end();
  }
});

/** Events of `subject` about record `id` in the people stream (read message by message). */
async function eventsAbout(subject: string, id: string): Promise<DomainEvent[]> {
  const jsm = await nc.jetstreamManager();
  const stream = eventStreamName('people');
  const { state } = await jsm.streams.info(stream);
  const found: DomainEvent[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
    const msg = await jsm.streams.getMessage(stream, { seq }).catch(() => undefined);
    if (msg?.subject !== subject) continue;
    const event = eventCodec.decode(msg.data) as DomainEvent;
    if ((event.data as { id?: string }).id === id) found.push(event);
  }
  return found;
}

it('deciding a join request and accepting an invitation each publish exactly one event', async () => {
  const submitted = await rpc.request<{ id: string }>('people.joinRequest.submit', {
    body: {
      kind: 'resident',
      firstName: 'Eve',
      lastName: 'Event',
      email: 'eve.event@example.com',
      unitNumber: '101',
      propertyCode: 'HV-01',
      password: 'a long password',
      confirmPassword: 'a long password',
    },
  });
  expect(directory.calls).toContain('upsert eve.event@example.com +password');
  await rpc.request(
    'people.joinRequest.decide',
    { params: { id: submitted.id }, body: { decision: 'decline', reason: 'Unknown' } },
    await asAdmin(),
  );
  // The decision is the declared `reject` action (ADR 0020): its own event, with the reason in meta.
  await eventually(async () => (await eventsAbout('people.event.joinRequest.rejected', submitted.id)).length > 0);
  const decided = await eventsAbout('people.event.joinRequest.rejected', submitted.id);
  expect(decided).toHaveLength(1);
  expect(decided[0]!.data).toMatchObject({ requestStatus: 'declined', decisionReason: 'Unknown' });
  expect(decided[0]!.meta).toMatchObject({ action: 'reject', from: 'pending', to: 'declined', reason: 'Unknown' });
  expect(await eventsAbout('people.joinRequest.updated', submitted.id)).toHaveLength(0);

  const invited = await invite('ivy.invited@example.com');
  const token = /invite=([\w-]+)/.exec(mailsTo('ivy.invited@example.com')[0]!.text)![1]!;
  await rpc.request('people.invite.accept', {
    body: { token, firstName: 'Ivy', lastName: 'Invited', password: 'a long password', confirmPassword: 'a long password' },
  });
  expect(directory.calls).toContain('upsert ivy.invited@example.com +password');
  await eventually(async () => (await eventsAbout('people.event.invite.accepted', invited.id)).length > 0);
  const accepted = await eventsAbout('people.event.invite.accepted', invited.id);
  expect(accepted).toHaveLength(1);
  expect(accepted[0]!.data).toMatchObject({ inviteStatus: 'accepted' });
  expect(accepted[0]!.meta).toMatchObject({ action: 'accept', from: 'pending', to: 'accepted' });
});

it('a service that stops ends its SMTP sessions, and sends again once restarted', async () => {
  await invite('before.stop@example.com');
  await eventually(() => mailsTo('before.stop@example.com').length > 0);
  expect(sink.openSessions).toBeGreaterThan(0);

  await app.close();
  await eventually(() => sink.openSessions === 0);
  expect(sink.openSessions).toBe(0);

  app = await startPeople();
  await invite('after.restart@example.com');
  await eventually(() => mailsTo('after.restart@example.com').length > 0);
  expect(mailsTo('after.restart@example.com')).toHaveLength(1);
});
