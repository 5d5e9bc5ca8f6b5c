import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

/**
 * A loopback QuickBooks Online: the slice of Intuit's OAuth 2 and accounting REST API Portico
 * uses (authorize, token, companyinfo, customer/invoice/payment create and sparse update with
 * `requestid`, change data capture), kept in memory. The embedded default runs it so the
 * connection page works without Intuit keys; tests run it to prove retry-safety.
 *
 * Like Intuit, a write repeated with the same `requestid` answers the first answer again
 * instead of applying twice, and a stale SyncToken is refused.
 */
export interface LoopbackEntity {
  Id: string;
  SyncToken: string;
  MetaData: { CreateTime: string; LastUpdatedTime: string };
  [key: string]: unknown;
}

interface Company {
  realmId: string;
  name: string;
  entities: Map<string, Map<string, LoopbackEntity>>;
  answers: Map<string, { status: number; body: unknown }>;
  nextId: number;
}

const ENTITY_PATHS: Record<string, string> = { customer: 'Customer', invoice: 'Invoice', payment: 'Payment' };

export class QuickbooksLoopback {
  private server: Server | undefined;
  readonly companies = new Map<string, Company>();
  private readonly codes = new Map<string, { realmId: string; clientId: string; redirectUri: string }>();
  private readonly tokens = new Map<string, { realmId: string; expiresAt: number }>();
  private readonly refreshTokens = new Map<string, string>();
  /** Writes seen, including repeats answered from the requestid cache (for tests). */
  readonly writes: { realmId: string; entity: string; requestId: string | null; replayed: boolean }[] = [];
  /** Test faults: the next N writes apply but the answer is lost (a 503 after the commit). */
  loseNextAnswers = 0;
  url = '';

  /** The company a realm id names, created on first sight (each authorize makes a new one unless given). */
  company(realmId: string, name = `Loopback Company ${realmId}`): Company {
    let c = this.companies.get(realmId);
    if (!c) {
      c = { realmId, name, entities: new Map(), answers: new Map(), nextId: 1 };
      this.companies.set(realmId, c);
    }
    return c;
  }

  entities(realmId: string, entity: 'Customer' | 'Invoice' | 'Payment'): LoopbackEntity[] {
    return [...(this.companies.get(realmId)?.entities.get(entity)?.values() ?? [])];
  }

  /** Changes a record as a bookkeeper would in QuickBooks (CDC reports it). */
  editThere(realmId: string, entity: string, id: string, changes: Record<string, unknown>): LoopbackEntity {
    const record = this.company(realmId).entities.get(entity)?.get(id);
    if (!record) throw new Error(`no ${entity} ${id} in ${realmId}`);
    Object.assign(record, changes, {
      SyncToken: String(Number(record.SyncToken) + 1),
      MetaData: { ...record.MetaData, LastUpdatedTime: new Date().toISOString() },
    });
    return record;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => send(res, 500, { error: String(err) }));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    const address = this.server.address() as { port: number };
    this.url = `http://${host}:${address.port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://loopback');
    const path = url.pathname;
    if (req.method === 'GET' && path === '/connect/oauth2') return this.authorize(url, res);
    if (req.method === 'POST' && path === '/oauth2/v1/tokens/bearer') return this.token(req, res, await readBody(req));
    const match = /^\/v3\/company\/([^/]+)\/([a-z]+)(?:\/([^/]+))?$/.exec(path);
    if (!match) return send(res, 404, fault('Unsupported', 'Not found'));
    const [, realmId, resource, id] = match as unknown as [string, string, string, string | undefined];
    const auth = this.tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!auth || auth.expiresAt < Date.now() || auth.realmId !== realmId)
      return send(res, 401, { fault: { error: [{ message: 'AuthenticationFailed', detail: 'Token expired or invalid', code: '3200' }] } });
    const company = this.company(realmId);
    if (req.method === 'GET' && resource === 'companyinfo')
      return send(res, 200, { CompanyInfo: { Id: '1', CompanyName: company.name, Country: 'US' }, time: new Date().toISOString() });
    if (req.method === 'GET' && resource === 'cdc') return this.cdc(company, url, res);
    const entity = ENTITY_PATHS[resource];
    if (!entity) return send(res, 404, fault('Unsupported', `No ${resource}`));
    if (req.method === 'GET' && id) {
      const found = company.entities.get(entity)?.get(id);
      return found ? send(res, 200, { [entity]: found }) : send(res, 400, fault('ValidationFault', 'Object Not Found', '610'));
    }
    if (req.method !== 'POST') return send(res, 405, fault('Unsupported', 'Method not allowed'));
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    const requestId = url.searchParams.get('requestid');
    const cacheKey = requestId ? `${resource}:${requestId}` : undefined;
    const cached = cacheKey ? company.answers.get(cacheKey) : undefined;
    this.writes.push({ realmId, entity, requestId, replayed: Boolean(cached) });
    if (cached) return send(res, cached.status, cached.body);
    const answer = this.write(company, entity, body);
    if (cacheKey) company.answers.set(cacheKey, answer);
    if (this.loseNextAnswers > 0) {
      this.loseNextAnswers -= 1;
      return send(res, 503, fault('SystemFault', 'Service unavailable'));
    }
    return send(res, answer.status, answer.body);
  }

  private write(company: Company, entity: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const table = company.entities.get(entity) ?? new Map<string, LoopbackEntity>();
    company.entities.set(entity, table);
    const now = new Date().toISOString();
    if (typeof body.Id === 'string') {
      const current = table.get(body.Id);
      if (!current) return { status: 400, body: fault('ValidationFault', 'Object Not Found', '610') };
      if (body.SyncToken !== current.SyncToken)
        return {
          status: 400,
          body: fault('ValidationFault', 'Stale Object Error: You and another user were working on the same thing.', '5010'),
        };
      const { Id: _id, SyncToken: _token, sparse: _sparse, ...changes } = body;
      Object.assign(current, changes, {
        SyncToken: String(Number(current.SyncToken) + 1),
        MetaData: { ...current.MetaData, LastUpdatedTime: now },
      });
      return { status: 200, body: { [entity]: current, time: now } };
    }
    if (entity === 'Customer') {
      const name = String(body.DisplayName ?? '').trim();
      if (!name) return { status: 400, body: fault('ValidationFault', 'Required param missing: DisplayName', '2020') };
      if ([...table.values()].some((c) => String(c.DisplayName).toLowerCase() === name.toLowerCase()))
        return {
          status: 400,
          body: fault('ValidationFault', `Duplicate Name Exists Error: The name supplied already exists. : ${name}`, '6240'),
        };
    }
    const created: LoopbackEntity = {
      ...body,
      Id: String(company.nextId++),
      SyncToken: '0',
      MetaData: { CreateTime: now, LastUpdatedTime: now },
    };
    table.set(created.Id, created);
    return { status: 200, body: { [entity]: created, time: now } };
  }

  private cdc(company: Company, url: URL, res: ServerResponse): void {
    const since = Date.parse(url.searchParams.get('changedSince') ?? '');
    if (Number.isNaN(since)) return send(res, 400, fault('ValidationFault', 'changedSince is required', '2020'));
    const wanted = (url.searchParams.get('entities') ?? '').split(',').filter(Boolean);
    const QueryResponse = wanted.map((entity) => ({
      [entity]: [...(company.entities.get(entity)?.values() ?? [])].filter((e) => Date.parse(e.MetaData.LastUpdatedTime) >= since),
    }));
    send(res, 200, { CDCResponse: [{ QueryResponse }], time: new Date().toISOString() });
  }

  /** The consent screen, auto-approved: straight back to the redirect URI with a code. */
  private authorize(url: URL, res: ServerResponse): void {
    const clientId = url.searchParams.get('client_id');
    const redirectUri = url.searchParams.get('redirect_uri');
    const state = url.searchParams.get('state');
    if (!clientId || !redirectUri || !state || url.searchParams.get('response_type') !== 'code')
      return send(res, 400, { error: 'invalid_request' });
    // A given realm stands for "sign in to an existing company"; else a new company each time.
    const realmId = url.searchParams.get('realm') ?? `91303500${String(this.companies.size + 1).padStart(8, '0')}`;
    this.company(realmId);
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { realmId, clientId, redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    back.searchParams.set('realmId', realmId);
    res.writeHead(302, { location: back.toString() }).end();
  }

  private token(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const form = new URLSearchParams(raw);
    const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
    const [clientId, clientSecret] = basic.split(':');
    if (!clientId || !clientSecret) return send(res, 401, { error: 'invalid_client' });
    let realmId: string | undefined;
    if (form.get('grant_type') === 'authorization_code') {
      const grant = this.codes.get(form.get('code') ?? '');
      if (!grant || grant.clientId !== clientId || grant.redirectUri !== form.get('redirect_uri'))
        return send(res, 400, { error: 'invalid_grant' });
      this.codes.delete(form.get('code')!);
      realmId = grant.realmId;
    } else if (form.get('grant_type') === 'refresh_token') {
      realmId = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!realmId) return send(res, 400, { error: 'invalid_grant' });
    } else return send(res, 400, { error: 'unsupported_grant_type' });
    const accessToken = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    this.tokens.set(accessToken, { realmId, expiresAt: Date.now() + 3600_000 });
    this.refreshTokens.set(refreshToken, realmId);
    send(res, 200, {
      token_type: 'bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: 3600,
      x_refresh_token_expires_in: 8726400,
    });
  }

  /** Expires every access token (tests: the client must refresh). */
  expireAccessTokens(): void {
    for (const t of this.tokens.values()) t.expiresAt = 0;
  }
}

function fault(type: string, message: string, code = '0'): unknown {
  return { Fault: { Error: [{ Message: message, Detail: message, code }], type }, time: new Date().toISOString() };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
