import { DEFAULT_ROLE_GRANTS, PLATFORM_ROLES, ROLES, SEED_ORGS, SEED_USER_TYPES, type Role, type SeedAccount } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * Generated rank matrix (issue 7, item 5; ADR 0015): every user-administration action × every
 * actor role × every target role, against the real gateway and people service. The oracle is
 * the rule written out independently of the implementation:
 *  - without the `users-update` grant the gateway refuses (403);
 *  - platform staff administer anyone;
 *  - a tenant actor does not see platform staff (org-less users): 404;
 *  - otherwise the actor must rank strictly above the target (ROLES lists the highest first),
 *    and only platform staff change an email.
 */
let api: ApiTestbed;
const actors = new Map<Role, SeedAccount>();
let sequence = 0;

const isPlatform = (role: Role) => PLATFORM_ROLES.includes(role);
/** Higher is more senior: platform roles first, then the ROLES order. */
const seniority = (role: Role) => (isPlatform(role) ? 100 : 0) - ROLES.indexOf(role);

interface Action {
  name: string;
  /** The route, as the OpenAPI document names it (proves the matrix covers every user write). */
  route: string;
  /** Target prepared by an administrator before the actor tries. */
  archivedFirst?: boolean;
  /** Only platform staff may do it even when they outrank the target. */
  platformOnly?: boolean;
  request(id: string): { method: string; path: string; body?: unknown };
}

const ACTIONS: Action[] = [
  {
    name: 'update fields',
    route: 'patch /users/{id}',
    request: (id) => ({ method: 'PATCH', path: `/users/${id}`, body: { lastName: 'Changed' } }),
  },
  {
    name: 'update email',
    route: 'patch /users/{id}',
    platformOnly: true,
    request: (id) => ({ method: 'PATCH', path: `/users/${id}`, body: { email: `moved-${(sequence += 1)}@example.com` } }),
  },
  {
    name: 'change user type',
    route: 'patch /users/{id}',
    request: (id) => ({ method: 'PATCH', path: `/users/${id}`, body: { userTypeId: SEED_USER_TYPES.resident } }),
  },
  { name: 'archive', route: 'post /users/{id}/archive', request: (id) => ({ method: 'POST', path: `/users/${id}/archive` }) },
  {
    name: 'restore',
    route: 'post /users/{id}/restore',
    archivedFirst: true,
    request: (id) => ({ method: 'POST', path: `/users/${id}/restore` }),
  },
  { name: 'delete', route: 'delete /users/{id}', archivedFirst: true, request: (id) => ({ method: 'DELETE', path: `/users/${id}` }) },
];

function expected(action: Action, actor: Role, target: Role): number {
  if (!DEFAULT_ROLE_GRANTS[actor].includes('users-update')) return 403;
  if (isPlatform(actor)) return 200;
  if (isPlatform(target)) return 404;
  if (seniority(actor) <= seniority(target)) return 403;
  return action.platformOnly ? 403 : 200;
}

async function createUser(role: Role, label: string): Promise<SeedAccount> {
  const email = `${label}-${(sequence += 1)}@example.com`;
  const res = await api.call('admin@portico.test', 'POST', '/users', {
    firstName: label,
    lastName: role,
    email,
    userTypeId: SEED_USER_TYPES[role],
    ...(isPlatform(role) ? {} : { parentOrgId: SEED_ORGS.harbor }),
  });
  expect({ role, status: res.status }).toEqual({ role, status: 201 });
  return {
    id: res.body.id as string,
    email,
    name: `${label} ${role}`,
    roles: [role],
    ...(isPlatform(role) ? {} : { org: SEED_ORGS.harbor }),
  };
}

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService], mail: true });
  for (const role of ROLES) actors.set(role, await createUser(role, 'actor'));
});

afterAll(async () => {
  await api?.stop();
});

it('the matrix covers every write route on a single user that the API documents', async () => {
  const doc = (await api.call(null, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths)
    .filter(([path]) => /^(\/api\/v1)?\/users\/\{id\}/.test(path))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'get')
        .map((m) => `${m} ${path.replace(/^\/api\/v1/, '')}`),
    );
  expect(documented.length).toBeGreaterThan(0);
  expect([...new Set(documented)].sort()).toEqual([...new Set(ACTIONS.map((a) => a.route))].sort());
});

it('nobody administers a user whose role ranks at or above their own, except platform staff', async () => {
  const findings: string[] = [];
  let cases = 0;
  for (const action of ACTIONS) {
    for (const actorRole of ROLES) {
      // One fresh target per case (the action changes it); the eight targets of a row run side by side.
      await Promise.all(
        ROLES.map(async (targetRole) => {
          const target = await createUser(targetRole, 'target');
          if (action.archivedFirst) expect((await api.call('admin@portico.test', 'POST', `/users/${target.id}/archive`)).status).toBe(200);
          const { method, path, body } = action.request(target.id);
          const res = await api.call(actors.get(actorRole)!, method, path, body);
          const want = expected(action, actorRole, targetRole);
          cases += 1;
          if (res.status !== want)
            findings.push(`${action.name}: ${actorRole} → ${targetRole}: ${res.status} (expected ${want}) ${String(res.body.message)}`);
        }),
      );
    }
  }
  console.log(`rank matrix: ${ACTIONS.length} actions × ${ROLES.length} actor roles × ${ROLES.length} target roles = ${cases} cases`);
  expect(findings).toEqual([]);
  expect(cases).toBe(ACTIONS.length * ROLES.length * ROLES.length);
}, 300_000);

it('an email change applies only once the new address confirms it, with a single-use link', async () => {
  const target = await createUser('staff', 'mover');
  const changed = await api.call('admin@portico.test', 'PATCH', `/users/${target.id}`, { email: 'moved.here@example.com' });
  expect(changed).toMatchObject({ status: 200, body: { email: target.email } });
  expect((await api.call('admin@portico.test', 'GET', `/users/${target.id}`)).body.email).toBe(target.email);

  const notice = api.mail!.messages.find((m) => m.to.includes(target.email));
  expect(notice?.subject).toBe('Your Portico email change was requested');
  const confirmation = api.mail!.messages.find((m) => m.to.includes('moved.here@example.com'));
  const token = /confirm-email\?token=([\w-]+)/.exec(confirmation?.text ?? '')?.[1];
  expect(token).toBeDefined();

  const forged = await api.call(null, 'POST', '/public/email-changes/confirm', { token: 'x'.repeat(43) });
  expect(forged).toMatchObject({ status: 404, body: { message: 'This confirmation link is invalid, expired or already used.' } });
  expect((await api.call(null, 'POST', '/public/email-changes/confirm', { token: 42 })).status).toBe(422);

  const confirmed = await api.call(null, 'POST', '/public/email-changes/confirm', { token });
  expect(confirmed).toMatchObject({ status: 200, body: { userId: target.id, email: 'moved.here@example.com' } });
  expect((await api.call('admin@portico.test', 'GET', `/users/${target.id}`)).body.email).toBe('moved.here@example.com');
  expect((await api.call(null, 'POST', '/public/email-changes/confirm', { token })).status).toBe(404);
});
