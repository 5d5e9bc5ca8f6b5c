// Notifications bench (ADR 0030), printed as JSON: a notification to 10 000 recipients — how long
// the send request takes to answer and how long until the last delivery (and the last mail) —
// and push latency, from a parcel's intake to the notice on the recipient's server-sent stream.
// Runs alone (`node infra/bench/notifications.mjs`) or from run.mjs. Loopback only, bounded.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { SEED_ACCOUNTS, SEED_ORGS, SEED_UNITS } from '@portico/contracts';
import { MailSink } from '@portico/platform';
import { createTestDatabase, freePort, startPrivateNats, startPrivatePostgres, startTestIssuer } from '@portico/platform/testing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const PUSH_SAMPLES = Number(process.env.BENCH_PUSH_SAMPLES ?? 30);
const WAIT_MS = Number(process.env.BENCH_NOTIFY_WAIT_MS ?? 300_000);
// Mail goes out one effect at a time (ADR 0015): the bench waits a bounded time and reports the rate.
const MAIL_WAIT_MS = Number(process.env.BENCH_MAIL_WAIT_MS ?? 60_000);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

function startNode(cleanups, script, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => child.kill('SIGTERM'));
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

export async function measureNotifications() {
  const cleanups = [];
  try {
    const nats = await startPrivateNats();
    cleanups.push(() => nats.stop());
    if (!process.env.DATABASE_URL) {
      const postgres = await startPrivatePostgres();
      cleanups.push(() => postgres.stop());
      process.env.DATABASE_URL = postgres.url;
    }
    const db = await createTestDatabase('portico_bench_notify');
    cleanups.push(() => db.drop());
    const issuer = await startTestIssuer();
    cleanups.push(() => issuer.close());
    const sink = new MailSink();
    const smtp = await sink.start();
    cleanups.push(() => sink.stop());
    const env = { NATS_URL: nats.url, DATABASE_URL: db.url, OIDC_ISSUER: issuer.issuer, PORTICO_SEED: 'demo', SMTP_URL: smtp };
    await startNode(cleanups, join(root, 'services/people/dist/main.js'), env, /listening on NATS/);
    await startNode(cleanups, join(root, 'services/community/dist/main.js'), env, /community service listening on NATS/);
    const port = await freePort();
    await startNode(cleanups, join(root, 'gateway/dist/main.js'), { ...env, GATEWAY_PORT: String(port) }, /gateway listening/);
    const url = `http://127.0.0.1:${port}`;
    const pool = new pg.Pool({ connectionString: db.url, max: 4 });
    cleanups.push(() => pool.end());
    const sql = async (text, params = []) => (await pool.query(text, params)).rows;
    await until(
      async () => (await sql(`select count(*)::int as n from community.mirror_records where entity = 'user'`))[0].n >= 5,
      'the user mirror',
    );

    // 10 000 recipients: user records as community's mirror holds them, and one user group of all.
    const ids = Array.from({ length: RECIPIENTS }, () => randomUUID());
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      await sql(
        `insert into community.mirror_records (entity, id, parent_org_id, display, status, version, data)
         select 'user', u.id::uuid, $1::uuid, 'bench', 'active', 1,
                jsonb_build_object('id', u.id, 'email', 'bench-' || u.n || '@example.com', 'unitIds', '[]'::jsonb)
         from unnest($2::text[]) with ordinality as u(id, n)`,
        [SEED_ORGS.harbor, chunk],
      );
    }
    const groupId = randomUUID();
    await sql(
      `insert into community.mirror_records (entity, id, parent_org_id, display, status, version, data)
       values ('group', $1::uuid, $2::uuid, 'Bench everyone', 'active', 1, jsonb_build_object('id', $4::text, 'groupType', 'user', 'memberUserIds', $3::jsonb))`,
      [groupId, SEED_ORGS.harbor, JSON.stringify(ids), groupId],
    );

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

    const created = await post(manager, '/notifications', {
      title: 'Bench: building-wide notice',
      description: 'A notice to everyone.',
      audienceUserGroupIds: [groupId],
      channelMail: true,
    });
    const count = await post(manager, '/notifications/recipients-count', { audienceUserGroupIds: [groupId] });
    const t0 = Date.now();
    const sent = await post(manager, `/notifications/${created.id}/send`, {});
    const sendMs = Date.now() - t0;
    const delivered = async () =>
      (await sql(`select count(*)::int as n from community.notification_deliveries where notification_id = $1`, [created.id]))[0].n;
    await until(async () => (await delivered()) >= RECIPIENTS, 'the last delivery');
    const lastDeliveryMs = Date.now() - t0;
    const mailed = async () =>
      (
        await sql(`select count(*)::int as n from community.notification_deliveries where notification_id = $1 and state = 'sent'`, [
          created.id,
        ])
      )[0].n;
    let lastMailMs = null;
    let mailsSent = 0;
    try {
      await until(async () => (mailsSent = await mailed()) >= RECIPIENTS, 'the last mail', MAIL_WAIT_MS);
      lastMailMs = Date.now() - t0;
    } catch {
      // Bounded: report how far the mail got.
    }
    const duplicates = (
      await sql(
        `select count(*)::int as n from (select recipient_user_id from community.notification_deliveries where notification_id = $1 group by 1 having count(*) > 1) d`,
        [created.id],
      )
    )[0].n;

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
        description: `notification to a user group of ${RECIPIENTS} recipients (console + mail to a loopback SMTP sink)`,
        recipientsCounted: count.count,
        sendRequestMs: sendMs,
        sendAnswered: sent.state,
        lastDeliveryMs,
        lastMailMs,
        mailsSent,
        mailsPerSecond: Number((mailsSent / ((lastMailMs ?? Date.now() - t0) / 1000)).toFixed(1)),
        duplicateDeliveries: duplicates,
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
  measureNotifications()
    .then((result) => console.log(JSON.stringify({ notifications: result }, null, 2)))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => setTimeout(() => process.exit(process.exitCode ?? 0), 500).unref());
}
