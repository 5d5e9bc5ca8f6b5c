import { SEED_ACCOUNTS, type SeedAccount } from '@portico/contracts';
import { DATABASE, MailSink, type Database, type DomainServiceOptions } from '@portico/platform';
import {
  startDomainServiceForTest,
  startIsolatedNats,
  startTestIssuer,
  type PrivateNats,
  type TestIssuer,
  type TokenOverrides,
} from '@portico/platform/testing';
import { startGatewayForTest } from './gateway-harness';

export interface ApiResponse {
  status: number;
  body: Record<string, any>;
  text: string;
  headers: Headers;
}

/**
 * The API as a client meets it, for one test file: a private NATS, a test issuer, the given
 * domain services on fresh PostgreSQL databases, the gateway, and (when asked) a mail sink.
 */
export interface ApiTestbed {
  url: string;
  natsUrl: string;
  /** With `natsAuth`: each identity's credentials on the private NATS. */
  natsCredentials: PrivateNats['credentials'];
  issuer: TestIssuer;
  mail: MailSink | undefined;
  /** PostgreSQL URL of each started service, by domain (undefined on the embedded database). */
  databases: Record<string, string | undefined>;
  /** A started service's own database handle, on whichever driver the run uses. */
  database(domain: string): Database;
  account(email: string): SeedAccount;
  token(who: string | SeedAccount, overrides?: TokenOverrides): Promise<string>;
  /** `who`: a seeded email, an account, or null for no token. */
  call(
    who: string | SeedAccount | null,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse>;
  stop(): Promise<void>;
}

export async function startApiTestbed(options: {
  services: DomainServiceOptions[];
  requestTimeoutMs?: number;
  mail?: boolean;
  /** NATS refuses anonymous clients; each service and the gateway use their own credentials. */
  natsAuth?: boolean;
  /** The gateway's data dir (attachments land in `files/` under it). */
  gatewayDataDir?: string;
}): Promise<ApiTestbed> {
  const stops: (() => Promise<void>)[] = [];
  const nats = await startIsolatedNats({ auth: options.natsAuth ?? false });
  stops.push(() => nats.stop());
  let mail: MailSink | undefined;
  if (options.mail) {
    mail = new MailSink();
    process.env.SMTP_URL = await mail.start();
    stops.push(() => mail!.stop());
  }
  const issuer = await startTestIssuer();
  stops.push(() => issuer.close());
  const databases: Record<string, string | undefined> = {};
  const handles = new Map<string, Database>();
  for (const service of options.services) {
    const natsAuth = nats.credentials?.[service.domain];
    const started = await startDomainServiceForTest(service, issuer.issuer, natsAuth ? { natsAuth } : {});
    databases[service.domain] = started.databaseUrl;
    handles.set(service.domain, started.app.get<Database>(DATABASE));
    stops.push(() => started.stop());
  }
  const gateway = await startGatewayForTest(issuer.issuer, options.requestTimeoutMs, nats.credentials?.gateway, options.gatewayDataDir);
  stops.push(() => gateway.app.close());

  const account = (email: string) => {
    const found = SEED_ACCOUNTS.find((a) => a.email === email);
    if (!found) throw new Error(`no seeded account ${email}`);
    return found;
  };
  const token = (who: string | SeedAccount, overrides?: TokenOverrides) =>
    issuer.token(typeof who === 'string' ? account(who) : who, overrides);
  return {
    url: gateway.url,
    natsUrl: nats.url,
    natsCredentials: nats.credentials,
    issuer,
    mail,
    databases,
    database(domain) {
      const handle = handles.get(domain);
      if (!handle) throw new Error(`no ${domain} service in this testbed`);
      return handle;
    },
    account,
    token,
    async call(who, method, path, body, headers = {}) {
      const res = await fetch(`${gateway.url}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${await token(who)}` } : {}), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      // A download (CSV) is not JSON: its bytes are in `text`, its body empty.
      const text = await res.text();
      const isJson = res.headers.get('content-type')?.includes('json') ?? false;
      return { status: res.status, body: (isJson ? JSON.parse(text) : {}) as Record<string, any>, text, headers: res.headers };
    },
    async stop() {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

/** Reads until `ok` holds (bounded: `tries` × 100 ms) and answers the last value read. */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, tries = 200): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !ok(value); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
