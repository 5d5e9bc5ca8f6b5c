// Notifications bench (ADR 0030), printed as JSON: a notification to 10 000 recipients — how long
// the send request takes to answer and how long until the last delivery (and the last mail) —
// and push latency, from a parcel's intake to the notice on the recipient's server-sent stream.
// Runs on PostgreSQL or on the embedded database (`{ database: 'embedded' }`, as `npm start`):
// the recipients reach community's mirror the way people's users do, as published user events.
// Runs alone (`node infra/bench/notifications.mjs`) or from run.mjs. Loopback only, bounded.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { JSONCodec, connect } from 'nats';
import { SEED_ACCOUNTS, SEED_ORGS, SEED_UNITS, eventSubject, stateSubject } from '@portico/contracts';
import { MailSink } from '@portico/platform';
import { createTestDatabase, freePort, startPrivateNats, startPrivatePostgres, startTestIssuer } from '@portico/platform/testing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const PUSH_SAMPLES = Number(process.env.BENCH_PUSH_SAMPLES ?? 30);
const WAIT_MS = Number(process.env.BENCH_NOTIFY_WAIT_MS ?? 300_000);
// Mail goes out in claimed batches over a pooled connection (ADR 0015); the bench waits a bounded
// time and reports how far the mail got and its rate.
const MAIL_WAIT_MS = Number(process.env.BENCH_MAIL_WAIT_MS ?? 180_000);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

function startNode(cleanups, script, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Waits (a bounded while) for the exit, so the embedded data folder is free to remove.
    cleanups.push(
      () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', done);
          child.kill('SIGTERM');
          setTimeout(done, 5000).unref();
        }),
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (ready.test(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

async function until(check, what, ms = WAIT_MS) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A server-sent change stream as `who`; resolves each awaited module change as it arrives. */
async function subscribe(url, token) {
  const res = await fetch(`${url}/api/v1/push/changes`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
  const reader = res.body.getReader();
  const waiters = [];
  let buffer = '';
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('');
        if (!data) continue;
        let change;
        try {
          change = JSON.parse(data);
        } catch {
          continue;
        }
        const at = process.hrtime.bigint();
        for (const w of waiters.splice(0)) w({ change, at });
      }
    }
  })();
  return {
    next: () => new Promise((resolve) => waiters.push(resolve)),
    close: () => reader.cancel().catch(() => undefined),
  };
}

/** Publishes people's user (and group) states as people's outbox relay would: the mirror's feed. */
async function publishRecipients(natsUrl, ids, groupId) {
  const nc = await connect({ servers: natsUrl });
  const js = nc.jetstream();
  const codec = JSONCodec();
  const publish = (entity, data) => {
    const id = randomUUID();
    const subject = eventSubject('people', entity, 'created');
    const event = codec.encode({
      id,
      subject,
      occurredAt: new Date().toISOString(),
      orgId: SEED_ORGS.harbor,
      data: { ...data, version: 1 },
    });
    // Mirrors follow the state stream (ADR 0021); the event stream carries the change itself.
    return Promise.all([js.publish(subject, event, { msgID: id }), js.publish(stateSubject('people', entity, data.id), event)]);
  };
  try {
    for (let i = 0; i < ids.length; i += 500) {
      await Promise.all(
        ids.slice(i, i + 500).map((id, k) =>
          publish('user', {
            id,
            parentOrgId: SEED_ORGS.harbor,
            email: `bench-${i + k + 1}@example.com`,
            firstName: 'Bench',
            lastName: String(i + k + 1),
            status: 'active',
            unitIds: [],
          }),
        ),
      );
    }
    await publish('group', {
      id: groupId,
      parentOrgId: SEED_ORGS.harbor,
      name: 'Bench everyone',
      groupType: 'user',
      memberUserIds: ids,
      status: 'active',
    });
  } finally {
    await nc.drain();
  }
}

/** @param {{ database?: 'postgres' | 'embedded' }} [options] */
export async function measureNotifications({ database = 'postgres' } = {}) {
  const cleanups = [];
  try {
    const nats = await startPrivateNats();
    cleanups.push(() => nats.stop());
    const env = { NATS_URL: nats.url, PORTICO_SEED: 'demo' };
    if (database === 'embedded') {
      // Each service keeps its own embedded database under the data folder, as `npm start` does.
      const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-notify-'));
      // Removed once the services using it have exited (~300 MB a run).
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.PORTICO_DATA_DIR = dataDir;
      env.DATABASE_URL = '';
    } else {
      if (!process.env.DATABASE_URL) {
        const postgres = await startPrivatePostgres();
        cleanups.push(() => postgres.stop());
        process.env.DATABASE_URL = postgres.url;
      }
      const db = await createTestDatabase('portico_bench_notify');
      cleanups.push(() => db.drop());
      env.DATABASE_URL = db.url;
    }
    const issuer = await startTestIssuer();
    cleanups.push(() => issuer.close());
    const sink = new MailSink();
    const smtp = await sink.start();
    cleanups.push(() => sink.stop());
    Object.assign(env, { OIDC_ISSUER: issuer.issuer, SMTP_URL: smtp });
    await startNode(cleanups, join(root, 'services/people/dist/main.js'), env, /listening on NATS/);
    await startNode(cleanups, join(root, 'services/community/dist/main.js'), env, /community service listening on NATS/);
    const port = await freePort();
    await startNode(cleanups, join(root, 'gateway/dist/main.js'), { ...env, GATEWAY_PORT: String(port) }, /gateway listening/);
    const url = `http://127.0.0.1:${port}`;

    // 10 000 recipients in one user group, as people publishes them to community's mirror.
    const ids = Array.from({ length: RECIPIENTS }, () => randomUUID());
    const groupId = randomUUID();
    await publishRecipients(nats.url, ids, groupId);

    const manager = SEED_ACCOUNTS.find((a) => a.email === 'manager@portico.test');
    const staff = SEED_ACCOUNTS.find((a) => a.email === 'staff@portico.test');
    const resident = SEED_ACCOUNTS.find((a) => a.email === 'resident@portico.test');
    const auth = async (who) => ({
      authorization: `Bearer ${await issuer.token(who, { expiresInSeconds: 3600 })}`,
      'content-type': 'application/json',
    });
    const post = async (who, path, body) => {
      const res = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: await auth(who), body: JSON.stringify(body) });
      const json = await res.json();
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };

    const get = async (who, path) => {
      const res = await fetch(`${url}/api/v1${path}`, { headers: await auth(who) });
      const json = await res.json();
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    await until(
      async () =>
        (await post(manager, '/notifications/recipients-count', { audienceUserGroupIds: [groupId] }).catch(() => ({ count: 0 }))).count >=
        RECIPIENTS,
      'the recipients in community’s mirror',
    );

    const created = await post(manager, '/notifications', {
      title: 'Bench: building-wide notice',
      description: 'A notice to everyone.',
      audienceUserGroupIds: [groupId],
      channelMail: true,
    });
    const countStarted = Date.now();
    const count = await post(manager, '/notifications/recipients-count', { audienceUserGroupIds: [groupId] });
    const countMs = Date.now() - countStarted;
    const receivedBefore = sink.received;
    const loadBefore = loadavg()[0];
    const t0 = Date.now();
    // The status too: a send that waited on the fan-out used to time out at the gateway (504).
    const sendRes = await fetch(`${url}/api/v1/notifications/${created.id}/send`, {
      method: 'POST',
      headers: await auth(manager),
      body: '{}',
    });
    const sendMs = Date.now() - t0;
    const sent = await sendRes.json();
    if (sendRes.status >= 300) throw new Error(`send: ${sendRes.status} ${JSON.stringify(sent)}`);
    const deliveries = async (filter = '') =>
      (await get(manager, `/notification-deliveries?notificationId=${created.id}${filter}&pageSize=1`)).total;
    const delivered = () => deliveries();
    await until(async () => (await delivered()) >= RECIPIENTS, 'the last delivery');
    const lastDeliveryMs = Date.now() - t0;
    // Another send while the mails are still leaving: its reply must not wait on them.
    const other = await post(manager, '/notifications', {
      title: 'Bench: a second notice',
      description: 'Sent while the first one is mailing.',
      audienceUserIds: [ids[0]],
      channelMail: false,
    });
    const t1 = Date.now();
    await post(manager, `/notifications/${other.id}/send`, {});
    const sendDuringMailMs = Date.now() - t1;
    const mailed = () => deliveries('&state=sent');
    let lastMailMs = null;
    let mailsSent = 0;
    try {
      await until(async () => (mailsSent = await mailed()) >= RECIPIENTS, 'the last mail', MAIL_WAIT_MS);
      lastMailMs = Date.now() - t0;
    } catch {
      // Bounded: report how far the mail got.
    }
    const loadAfter = loadavg()[0];
    // The sink counts every message it took: more than one per recipient is a mail sent twice.
    const duplicates = Math.max(0, sink.received - receivedBefore - mailsSent);

    // Push: a parcel logged for unit 101 → the resident's stream hears of their new notice.
    const stream = await subscribe(url, await issuer.token(resident, { expiresInSeconds: 3600 }));
    await new Promise((r) => setTimeout(r, 500));
    const lags = [];
    for (let i = 0; i < PUSH_SAMPLES; i += 1) {
      const heard = (async () => {
        for (;;) {
          const got = await stream.next();
          if (got.change.module === 'notification-deliveries') return got.at;
        }
      })();
      const started = process.hrtime.bigint();
      await post(staff, '/parcel', {
        unitId: SEED_UNITS.harborView101,
        numberOfParcels: 1,
        trackingNumber: `BENCH${i}`,
        contactType: 'console',
      });
      const at = await heard;
      lags.push(Number(at - started) / 1e6);
    }
    await stream.close();
    lags.sort((a, b) => a - b);
    return {
      fanout: {
        description: `notification to a user group of ${RECIPIENTS} recipients (console + mail to a loopback SMTP sink), ${database === 'embedded' ? 'embedded database' : 'PostgreSQL'}`,
        recipientsCounted: count.count,
        recipientsCountMs: countMs,
        sendRequestMs: sendMs,
        sendStatus: sendRes.status,
        sendAnswered: sent.state,
        sendWhileMailingMs: sendDuringMailMs,
        lastDeliveryMs,
        lastMailMs,
        mailsSent,
        mailsPerSecond: Number((mailsSent / ((lastMailMs ?? Date.now() - t0) / 1000)).toFixed(1)),
        mailsReceivedBySink: sink.received - receivedBefore,
        duplicateMails: duplicates,
        // The machine is shared: the 1-minute load average before and after, to read the times by.
        loadAverage: { atSend: Number(loadBefore.toFixed(2)), atLastMail: Number(loadAfter.toFixed(2)) },
      },
      push: {
        description: 'parcel intake request sent → the recipient’s notice change arrives on their SSE stream (sequential)',
        samples: lags.length,
        p50ms: percentile(lags, 0.5),
        p99ms: percentile(lags, 0.99),
        maxMs: lags[lags.length - 1],
      },
    };
  } finally {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureNotifications({ database: process.argv.includes('--embedded') ? 'embedded' : 'postgres' })
    .then((result) => console.log(JSON.stringify({ notifications: result }, null, 2)))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => setTimeout(() => process.exit(process.exitCode ?? 0), 500).unref());
}
