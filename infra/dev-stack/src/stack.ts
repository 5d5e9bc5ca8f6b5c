import { randomBytes, randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { DOMAINS } from '@portico/contracts';
import { freePort, startPrivateNats, type PrivateNats } from '@portico/platform/testing';
import type { NatsIdentity } from '@portico/platform';
import { startDevIdp } from '@portico/dev-idp';
import { MailSink, mailerFromEnv } from '@portico/platform';
import { startEdge } from './edge/edge-server';
import { holdPort } from './hold-port';
import { startNodeProcess, type ManagedProcess } from './child-processes';
import { guardAgainstOrphans } from './orphan-guard';
import { childPidsOf } from './process-tree';

export interface StackOptions {
  /** Public port of the single origin (default 8080). */
  port: number;
  host: string;
  repoRoot: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

export interface RunningStack {
  url: string;
  mailbox: string | null;
  usingDevIdp: boolean;
  natsUrl: string;
  processes: ManagedProcess[];
  stop(): Promise<void>;
}

/**
 * The whole product on its embedded defaults: NATS (spawned unless NATS_URL is set), the dev
 * identity provider (unless OIDC_ISSUER names a real one), four domain services and the
 * gateway as separate processes, and the edge serving everything on one origin.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { env, log } = options;
  const publicUrl = new URL(env.PORTICO_PUBLIC_URL ?? `http://localhost:${options.port}`);
  const cleanups: (() => Promise<void>)[] = [];
  const processes: ManagedProcess[] = [];
  const stop = async () => {
    // Every supervised child is told first, so none is restarted while the others stop.
    await Promise.all(processes.map((p) => p.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const publicPort = options.port === 0 ? undefined : await holdPort(options.port, options.host);
    if (publicPort) cleanups.push(() => publicPort.release());
    let natsUrl = env.NATS_URL;
    // The spawned NATS refuses anonymous clients: each child gets its own user (ADR 0013).
    let natsCredentials: PrivateNats['credentials'];
    if (!natsUrl) {
      const before = new Set(childPidsOf(process.pid));
      const nats: PrivateNats = await startPrivateNats(join(options.dataDir, 'nats'), { auth: true });
      // nats-server cannot watch for the launcher's end itself: a watchdog ends it if we die.
      const guard = guardAgainstOrphans(childPidsOf(process.pid).filter((pid) => !before.has(pid)));
      natsCredentials = nats.credentials;
      cleanups.push(async () => {
        await nats.stop();
        guard.dismiss();
      });
      natsUrl = nats.url;
      log(`nats-server started at ${natsUrl}`);
    }

    // Outgoing mail: the configured SMTP server, or a local sink readable at /dev/mail.
    let smtpUrl = env.SMTP_URL;
    let mailSink: MailSink | undefined;
    if (!smtpUrl) {
      const sink = new MailSink();
      smtpUrl = await sink.start();
      mailSink = sink;
      cleanups.push(() => sink.stop());
      log(`mail sink at ${smtpUrl}; read it at ${publicUrl.origin}/dev/mail`);
    }

    let issuer = env.OIDC_ISSUER;
    let idpUrl: URL | undefined;
    // The people service keeps dev-provider accounts in step through its admin API.
    const idpAdminSecret = randomBytes(24).toString('base64url');
    if (!issuer) {
      const idpPort = await freePort();
      // Password-reset links go out like the product's own mail (ADR 0076).
      const resetMailer = mailerFromEnv({ ...env, SMTP_URL: smtpUrl });
      const idp = await startDevIdp({
        port: idpPort,
        issuer: `${publicUrl.origin}/oidc`,
        consoleOrigins: [publicUrl.origin],
        keyFile: join(options.dataDir, 'idp', 'signing-key.json'),
        accountsFile: join(options.dataDir, 'idp', 'accounts.json'),
        adminSecret: idpAdminSecret,
        mailer: resetMailer,
      });
      cleanups.push(async () => {
        await idp.close();
        await resetMailer.close();
      });
      issuer = idp.issuer;
      idpUrl = new URL(`http://127.0.0.1:${idpPort}`);
      log(`development identity provider at ${issuer}`);
    }

    // Accounting software (ADR 0035): Intuit when configured, else the loopback QuickBooks, so the
    // connection page works by hand without Intuit keys.
    const billingEnv: NodeJS.ProcessEnv = {};
    if (!env.QUICKBOOKS_LOOPBACK_URL && !env.QUICKBOOKS_ENVIRONMENT && !env.QUICKBOOKS_API_URL) {
      const qbPort = await freePort();
      const loopback = await startNodeProcess(
        'quickbooks-loopback',
        join(options.repoRoot, 'services', 'billing', 'dist', 'quickbooks', 'loopback-main.js'),
        { QUICKBOOKS_LOOPBACK_PORT: String(qbPort) },
        /quickbooks loopback listening/,
        log,
      );
      processes.push(loopback);
      billingEnv.QUICKBOOKS_LOOPBACK_URL = `http://127.0.0.1:${qbPort}`;
      log(`loopback QuickBooks at ${billingEnv.QUICKBOOKS_LOOPBACK_URL}`);
    }

    const gatewayPort = await freePort();
    // Card payments (ADR 0034): a real Stripe account when STRIPE_SECRET_KEY is set, else the
    // loopback Stripe-compatible server, which signs its webhooks to our gateway's route.
    const stripeEnv: NodeJS.ProcessEnv = env.STRIPE_SECRET_KEY
      ? { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? '' }
      : {
          STRIPE_API_BASE: `http://127.0.0.1:${await freePort()}`,
          STRIPE_WEBHOOK_SECRET: `whsec_loopback_${randomUUID().replace(/-/g, '')}`,
        };
    if (!env.STRIPE_SECRET_KEY) {
      const loopback = await startNodeProcess(
        'stripe-loopback',
        join(options.repoRoot, 'services', 'billing', 'dist', 'stripe', 'loopback-main.js'),
        {
          STRIPE_LOOPBACK_PORT: new URL(stripeEnv.STRIPE_API_BASE!).port,
          STRIPE_WEBHOOK_SECRET: stripeEnv.STRIPE_WEBHOOK_SECRET,
          STRIPE_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/v1/webhooks/stripe`,
        },
        /stripe loopback listening/,
        log,
      );
      processes.push(loopback);
      log(`card payments: loopback Stripe at ${stripeEnv.STRIPE_API_BASE} (set STRIPE_SECRET_KEY for a real account)`);
    }
    const common: NodeJS.ProcessEnv = {
      ...stripeEnv,
      NATS_URL: natsUrl,
      OIDC_ISSUER: issuer,
      PORTICO_DATA_DIR: options.dataDir,
      PORTICO_PUBLIC_URL: publicUrl.origin,
      SMTP_URL: smtpUrl,
      // Services reach the dev provider's keys directly; the issuer name stays the public one.
      ...(idpUrl ? { OIDC_JWKS_URI: `${idpUrl.origin}/oidc/jwks` } : {}),
    };
    // `PORTICO_OPS_PORT=9090 npm start`: each process its own operations port (health and
    // /metrics, ADR 0071), counting up from that one: the services in DOMAINS order, then the
    // gateway. Unset, none (one shared port would collide).
    const opsBase = env.PORTICO_OPS_PORT ? Number(env.PORTICO_OPS_PORT) : undefined;
    const opsEnv = (index: number): NodeJS.ProcessEnv =>
      opsBase === undefined ? {} : { PORTICO_OPS_PORT: String(opsBase + index), PORTICO_OPS_HOST: env.PORTICO_OPS_HOST ?? '127.0.0.1' };
    if (opsBase !== undefined)
      log(`operations ports (/metrics, /health): ${[...DOMAINS, 'gateway'].map((name, i) => `${name} ${opsBase + i}`).join(', ')}`);
    const natsEnv = (identity: NatsIdentity): NodeJS.ProcessEnv => {
      const auth = natsCredentials?.[identity];
      return auth ? { NATS_USER: auth.user, NATS_PASSWORD: auth.password, NATS_INBOX_PREFIX: auth.inboxPrefix } : {};
    };
    await Promise.all(
      DOMAINS.map((domain, index) =>
        startNodeProcess(
          `${domain}-service`,
          join(options.repoRoot, 'services', domain, 'dist', 'main.js'),
          {
            ...common,
            ...natsEnv(domain),
            ...opsEnv(index),
            ...(domain === 'people' && idpUrl ? { IDENTITY_ADMIN_URL: idpUrl.origin, IDENTITY_ADMIN_SECRET: idpAdminSecret } : {}),
            ...(domain === 'billing' ? billingEnv : {}),
          },
          /listening on NATS/,
          log,
        ).then((p) => {
          processes.push(p);
          return p;
        }),
      ),
    );
    const gateway = await startNodeProcess(
      'gateway',
      join(options.repoRoot, 'gateway', 'dist', 'main.js'),
      { ...common, ...natsEnv('gateway'), ...opsEnv(DOMAINS.length), GATEWAY_PORT: String(gatewayPort), GATEWAY_HOST: '127.0.0.1' },
      /gateway listening/,
      log,
    );
    processes.push(gateway);

    await publicPort?.release();
    const edge = await startEdge({
      port: options.port,
      host: options.host,
      repoRoot: options.repoRoot,
      publicUrl,
      gatewayUrl: new URL(`http://127.0.0.1:${gatewayPort}`),
      ...(idpUrl ? { idpUrl } : {}),
      ...(mailSink ? { mailbox: () => mailSink.messages } : {}),
      ...(env.OIDC_ISSUER ? { issuer: env.OIDC_ISSUER } : {}),
      stripe: Boolean(env.STRIPE_SECRET_KEY),
      logError: (message, err) => log(`[edge] ${message}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
    });
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          edge.server.close(() => r());
          edge.server.closeAllConnections();
        }),
    );
    const url = options.port === 0 ? `http://localhost:${edge.port}` : publicUrl.origin;
    return { url, mailbox: mailSink ? `${url}/dev/mail` : null, usingDevIdp: Boolean(idpUrl), natsUrl, processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Loopback unless told otherwise (`PORTICO_HOST`, then `HOST`): a dev stack has no business on the network. */
export function listenHostFrom(env: NodeJS.ProcessEnv): string {
  return env.PORTICO_HOST || env.HOST || '127.0.0.1';
}

export function repoRootFrom(dir: string): string {
  return resolve(dir, '..', '..', '..');
}
