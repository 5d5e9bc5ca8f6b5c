import { eq } from 'drizzle-orm';
import { PorticoError, msg, fieldError } from '@portico/contracts';
import { seal, unseal, type Db } from '@portico/platform';
import { quickbooksConnections } from '../integrations/integrations.schema';
import { quickbooksEndpoints, type QuickbooksEndpoints } from './qbo-config';

export type Connection = typeof quickbooksConnections.$inferSelect;

/** An answer of the accounting API that is not a success, classified for the sync state. */
export class QuickbooksError extends Error {
  constructor(
    message: string,
    /** FAILED (retry later) for outages, throttling and lost answers; NEEDS ATTENTION for refusals. */
    readonly retryable: boolean,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Intuit's error shape (`Fault`), and the authentication failure's lower-case variant. */
interface FaultError {
  Message?: string;
  Detail?: string;
  message?: string;
  detail?: string;
  code?: string;
}
interface FaultAnswer {
  Fault?: { Error?: FaultError[] };
  fault?: { error?: FaultError[] };
}

export const TOKEN_CONTEXT = { access: 'billing.quickbooksConnection.accessToken', refresh: 'billing.quickbooksConnection.refreshToken' };

export interface AppKeys {
  clientId: string;
  clientSecret: string;
}

/** Exchanges a grant at the token endpoint (authorization code or refresh token). */
export async function tokenRequest(
  keys: AppKeys,
  form: Record<string, string>,
  endpoints: QuickbooksEndpoints = quickbooksEndpoints(),
): Promise<{ accessToken: string; refreshToken: string; expiresIn: number; refreshExpiresIn?: number }> {
  let res: Response;
  try {
    res = await fetch(endpoints.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
  } catch {
    throw new PorticoError('SERVICE_UNAVAILABLE', msg('billing.accountingUnreachable'));
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
    throw PorticoError.validation([fieldError('code', msg('billing.accountingRefused', { reason: String(body.error ?? res.status) }))]);
  }
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresIn: Number(body.expires_in ?? 3600),
    ...(body.x_refresh_token_expires_in ? { refreshExpiresIn: Number(body.x_refresh_token_expires_in) } : {}),
  };
}

/**
 * The accounting API for one organization's connection: refreshes its access token when it
 * expired (or is refused), storing the new tokens sealed on that organization's row only.
 */
export class QuickbooksApi {
  /** Shared by every handle of one connection, so a refresh made through one is seen by all. */
  private readonly state: { connection: Connection };

  constructor(
    private readonly db: Db,
    connection: Connection,
    private readonly keys: AppKeys,
    private readonly endpoints: QuickbooksEndpoints = quickbooksEndpoints(),
    shared?: { connection: Connection },
  ) {
    this.state = shared ?? { connection };
  }

  /**
   * The same connection writing its refreshed tokens through `tx`: a request made inside a
   * transaction must not write through the root handle (on the embedded database that waits for
   * the transaction that is waiting for it).
   */
  within(tx: Db): QuickbooksApi {
    return new QuickbooksApi(tx, this.state.connection, this.keys, this.endpoints, this.state);
  }

  private get connection(): Connection {
    return this.state.connection;
  }

  private set connection(value: Connection) {
    this.state.connection = value;
  }

  get realmId(): string {
    return this.connection.realmId;
  }

  /** Refreshes the access token now if it is about to expire. */
  async ready(): Promise<void> {
    await this.accessToken();
  }

  private async accessToken(force = false): Promise<string> {
    if (!force && Date.parse(this.connection.accessExpiresAt) - 60_000 > Date.now())
      return unseal(this.connection.accessToken, TOKEN_CONTEXT.access);
    const tokens = await tokenRequest(
      this.keys,
      { grant_type: 'refresh_token', refresh_token: unseal(this.connection.refreshToken, TOKEN_CONTEXT.refresh) },
      this.endpoints,
    ).catch((err: unknown) => {
      throw new QuickbooksError(`Token refresh failed: ${(err as Error).message}`, false, 401);
    });
    const [row] = await this.db
      .update(quickbooksConnections)
      .set({
        accessToken: seal(tokens.accessToken, TOKEN_CONTEXT.access),
        refreshToken: seal(tokens.refreshToken, TOKEN_CONTEXT.refresh),
        accessExpiresAt: new Date(Date.now() + tokens.expiresIn * 1000).toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(quickbooksConnections.parentOrgId, this.connection.parentOrgId))
      .returning();
    this.connection = row!;
    return tokens.accessToken;
  }

  async request<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    query: Record<string, string> = {},
  ): Promise<T> {
    const url = new URL(`${this.endpoints.apiBase}/v3/company/${encodeURIComponent(this.realmId)}/${path}`);
    for (const [k, v] of Object.entries({ ...query, minorversion: this.endpoints.minorVersion })) url.searchParams.set(k, v);
    for (let attempt = 0; attempt < 2; attempt++) {
      let res: Response;
      try {
        res = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${await this.accessToken(attempt > 0)}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (err) {
        throw new QuickbooksError(`The accounting software could not be reached: ${(err as Error).message}`, true, 0);
      }
      if (res.status === 401 && attempt === 0) continue;
      const answer = (await res.json().catch(() => ({}))) as FaultAnswer;
      if (res.ok) return answer as T;
      const error: FaultError = answer.Fault?.Error?.[0] ?? answer.fault?.error?.[0] ?? {};
      const message = String(error.Detail ?? error.Message ?? error.detail ?? error.message ?? `HTTP ${res.status}`);
      // Outages and throttling pass; a refused record (validation, stale token, duplicate) needs a person.
      const retryable = res.status >= 500 || res.status === 429 || res.status === 0;
      throw new QuickbooksError(message, retryable, res.status, error.code);
    }
    throw new QuickbooksError('The accounting software refused our credentials; connect again.', false, 401);
  }
}
