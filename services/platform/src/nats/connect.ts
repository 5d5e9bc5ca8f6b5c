import { readFileSync } from 'node:fs';
import { connect, credsAuthenticator, Events, type ConnectionOptions, type NatsConnection } from 'nats';
import { createLogger, type Logger } from '../observability/logger';
import { coalesceNatsWrites } from './coalesced-writes';

/**
 * How one process proves who it is to NATS (ADR 0013). Absent = an open server, as in tests
 * and on a developer's own NATS.
 */
export interface NatsAuth {
  user?: string;
  password?: string;
  /** A `.creds` file (user JWT + nkey seed) for decentralized auth with NATS accounts. */
  credsFile?: string;
  tls?: { caFile?: string; certFile?: string; keyFile?: string };
  /**
   * Prefix of this process's reply inboxes. Permissions let each identity subscribe only to
   * its own (`_INBOX.<identity>.>`), so no service can read another's replies.
   */
  inboxPrefix?: string;
}

/** The identity's inbox prefix when none is configured. */
export function defaultInboxPrefix(identity: string): string {
  return `_INBOX.${identity}`;
}

/**
 * Reads NATS_USER/NATS_PASSWORD or NATS_CREDS, NATS_TLS_CA/NATS_TLS_CERT/NATS_TLS_KEY and
 * NATS_INBOX_PREFIX. Nothing set = undefined: connect as an anonymous client.
 */
export function natsAuthFromEnv(identity: string, env: NodeJS.ProcessEnv = process.env): NatsAuth | undefined {
  const auth: NatsAuth = {};
  if (env.NATS_USER) auth.user = env.NATS_USER;
  if (env.NATS_PASSWORD) auth.password = env.NATS_PASSWORD;
  if (env.NATS_CREDS) auth.credsFile = env.NATS_CREDS;
  const tls = {
    ...(env.NATS_TLS_CA ? { caFile: env.NATS_TLS_CA } : {}),
    ...(env.NATS_TLS_CERT ? { certFile: env.NATS_TLS_CERT } : {}),
    ...(env.NATS_TLS_KEY ? { keyFile: env.NATS_TLS_KEY } : {}),
  };
  if (Object.keys(tls).length > 0) auth.tls = tls;
  if (Object.keys(auth).length === 0 && !env.NATS_INBOX_PREFIX) return undefined;
  auth.inboxPrefix = env.NATS_INBOX_PREFIX ?? defaultInboxPrefix(identity);
  return auth;
}

/** Connection options for nats.js (and Nest's NATS transport, which passes them through). */
export function natsConnectionOptions(auth: NatsAuth | undefined): Partial<ConnectionOptions> {
  if (!auth) return {};
  const options: Partial<ConnectionOptions> = {};
  if (auth.user) options.user = auth.user;
  if (auth.password) options.pass = auth.password;
  if (auth.credsFile) options.authenticator = credsAuthenticator(readFileSync(auth.credsFile));
  if (auth.tls) options.tls = { ...auth.tls };
  if (auth.inboxPrefix) options.inboxPrefix = auth.inboxPrefix;
  return options;
}

export async function connectNats(url: string, name: string, auth?: NatsAuth): Promise<NatsConnection> {
  coalesceNatsWrites();
  const nc = await connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    // nats.js otherwise captures a stack trace for every request, in case it times out: a
    // measurable part of each request's cost (ADR 0079). Our timeouts become PorticoErrors anyway.
    noAsyncTraces: true,
    ...natsConnectionOptions(auth),
  });
  void logServerErrors(nc, createLogger(name));
  return nc;
}

/** A permissions violation reaches the client only as a status: log it, or it stays invisible. */
async function logServerErrors(nc: NatsConnection, log: Logger): Promise<void> {
  for await (const status of nc.status()) {
    if (status.type === Events.Error) log.warn({ nats: status }, 'NATS server reported an error');
  }
}
