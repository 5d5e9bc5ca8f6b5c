import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountStore, AccountInput } from './account-store';
import { readJson } from './http';

/**
 * The dev provider's stand-in for Keycloak's admin REST API: the people service keeps
 * accounts in step with its users through it. Served on the provider's own port only (the
 * edge never proxies /admin), and only with the shared admin secret.
 */
const PATH = /^\/admin\/accounts\/([0-9a-f-]{36})$/i;

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.statusCode = status;
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

function authorized(req: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function isInput(value: unknown, id: string): value is AccountInput {
  const v = value as Partial<AccountInput>;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.id === id &&
    typeof v.email === 'string' &&
    typeof v.name === 'string' &&
    Array.isArray(v.roles) &&
    v.roles.every((r) => typeof r === 'string') &&
    (v.password === undefined || (typeof v.password === 'string' && v.password.length >= 8))
  );
}

/** Returns true when it handled the request. */
export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  accounts: AccountStore,
  secret: string | undefined,
): Promise<boolean> {
  if (!path.startsWith('/admin/')) return false;
  if (!secret || !authorized(req, secret)) {
    send(res, 401, { message: 'admin secret required' });
    return true;
  }
  const match = PATH.exec(path);
  const id = match?.[1];
  if (!id) {
    send(res, 404, { message: 'not found' });
    return true;
  }
  if (req.method === 'GET') {
    const account = accounts.findById(id);
    send(res, account ? 200 : 404, account ?? { message: 'not found' });
  } else if (req.method === 'PUT') {
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      send(res, 400, { message: 'malformed body' });
      return true;
    }
    if (!isInput(body, id)) {
      send(res, 422, { message: 'an account needs id (matching the path), email, name, roles; a password has 8+ characters' });
      return true;
    }
    try {
      send(res, 200, await accounts.upsert(body));
    } catch (err) {
      send(res, 409, { message: (err as Error).message });
    }
  } else if (req.method === 'DELETE') {
    accounts.delete(id);
    send(res, 204);
  } else send(res, 405, { message: 'method not allowed' });
  return true;
}
