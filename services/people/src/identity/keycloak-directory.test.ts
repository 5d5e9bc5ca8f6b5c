import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { KeycloakDirectory } from './keycloak-directory';

/**
 * Keycloak cannot run on these machines, so this is an in-memory Keycloak admin API that
 * implements the endpoints the directory uses, with their documented shapes: it checks that
 * the directory speaks the protocol (search by attribute, create, update, realm role
 * mappings, password reset, delete) and keeps one Keycloak user per Portico user.
 */
interface KcUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  attributes: Record<string, string[]>;
  roles: Set<string>;
  password?: string;
}

function fakeKeycloak() {
  const users = new Map<string, KcUser>();
  const realmRoles = [
    'administrator',
    'parent',
    'super-user',
    'editor',
    'property-manager',
    'staff',
    'resident',
    'vendor',
    'offline_access',
  ];
  const calls: string[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req as AsyncIterable<Buffer>) chunks.push(c);
    const text = Buffer.concat(chunks).toString();
    return req.headers['content-type']?.includes('json') && text ? JSON.parse(text) : text;
  };
  const handle = async (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const url = new URL(req.url!, 'http://kc');
    calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
    };
    if (url.pathname === '/realms/portico/protocol/openid-connect/token') {
      const form = new URLSearchParams(String(await body(req)));
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== 's3cret')
        return send(401, { error: 'unauthorized_client' });
      return send(200, { access_token: 'admin-token', expires_in: 300 });
    }
    if (req.headers.authorization !== 'Bearer admin-token') return send(401);
    const path = url.pathname.replace('/admin/realms/portico', '');
    const represent = (u: KcUser) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      enabled: u.enabled,
      attributes: u.attributes,
    });
    let m: RegExpExecArray | null;
    if (path === '/users' && req.method === 'GET') {
      const [key, value] = (url.searchParams.get('q') ?? '').split(':');
      return send(200, [...users.values()].filter((u) => u.attributes[key!]?.includes(value!)).map(represent));
    }
    if (path === '/users' && req.method === 'POST') {
      const rep = (await body(req)) as KcUser;
      if ([...users.values()].some((u) => u.username === rep.username))
        return send(409, { errorMessage: 'User exists with same username' });
      const id = randomUUID();
      users.set(id, { ...rep, id, roles: new Set() });
      return send(201, undefined, { location: `http://kc/admin/realms/portico/users/${id}` });
    }
    if ((m = /^\/users\/([\w-]+)$/.exec(path))) {
      const user = users.get(m[1]!);
      if (!user) return send(404);
      if (req.method === 'PUT') {
        Object.assign(user, await body(req));
        return send(204);
      }
      if (req.method === 'DELETE') {
        users.delete(user.id);
        return send(204);
      }
    }
    if ((m = /^\/users\/([\w-]+)\/role-mappings\/realm$/.exec(path))) {
      const user = users.get(m[1]!)!;
      if (req.method === 'GET')
        return send(
          200,
          [...user.roles].map((name) => ({ id: `role-${name}`, name })),
        );
      const reps = (await body(req)) as { name: string }[];
      for (const r of reps) {
        if (req.method === 'POST') user.roles.add(r.name);
        else user.roles.delete(r.name);
      }
      return send(204);
    }
    if ((m = /^\/roles\/([\w-]+)$/.exec(path)))
      return realmRoles.includes(m[1]!) ? send(200, { id: `role-${m[1]}`, name: m[1] }) : send(404);
    if ((m = /^\/users\/([\w-]+)\/reset-password$/.exec(path))) {
      const cred = (await body(req)) as { type: string; value: string; temporary: boolean };
      if (cred.type !== 'password' || cred.temporary) return send(400);
      users.get(m[1]!)!.password = cred.value;
      return send(204);
    }
    send(404);
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  return { server, users, calls };
}

it('keeps one Keycloak user per Portico user: attributes, enabled state, realm roles, password', async () => {
  const kc = fakeKeycloak();
  await new Promise<void>((r) => kc.server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(kc.server.address() as AddressInfo).port}`;
  const directory = new KeycloakDirectory({
    adminUrl: `${base}/admin/realms/portico`,
    tokenUrl: `${base}/realms/portico/protocol/openid-connect/token`,
    clientId: 'portico-people',
    clientSecret: 's3cret',
  });
  const id = randomUUID();
  try {
    const account = {
      id,
      email: 'kim@example.com',
      name: 'Kim Key',
      firstName: 'Kim',
      lastName: 'Key',
      roles: ['staff'],
      org: 'org-1',
      properties: ['p-1', 'p-2'],
      disabled: false,
    };
    await directory.upsert(account, 'first-password');
    expect(kc.users.size).toBe(1);
    const [created] = [...kc.users.values()];
    expect(created).toMatchObject({
      username: 'kim@example.com',
      enabled: true,
      attributes: { portico_uid: [id], portico_org: ['org-1'], portico_properties: ['p-1', 'p-2'] },
      password: 'first-password',
    });
    expect([...created!.roles]).toEqual(['staff']);

    await directory.upsert({ ...account, roles: ['property-manager'], lastName: 'Keyes', disabled: true });
    expect(kc.users.size).toBe(1);
    const [updated] = [...kc.users.values()];
    expect(updated).toMatchObject({ lastName: 'Keyes', enabled: false, password: 'first-password' });
    expect([...updated!.roles]).toEqual(['property-manager']);

    await directory.delete(id);
    expect(kc.users.size).toBe(0);
    expect(kc.calls.filter((c) => c.startsWith('POST /realms')).length).toBe(1); // the token is reused
  } finally {
    kc.server.close();
  }
});
