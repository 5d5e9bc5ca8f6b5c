import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH, DEMO_PASSWORD, ROLES, SEED_ACCOUNTS } from '@portico/contracts';
import { IDENTITY_CLAIM_NAMES } from '../dev-idp/src/claims';
import { DEFAULT_THROTTLE_LIMITS } from '../dev-idp/src/sign-in-throttle';

/** The parts of Keycloak's realm representation these files use. */
interface ProtocolMapper {
  name: string;
  protocol: string;
  protocolMapper: string;
  config: Record<string, string>;
}
interface Client {
  clientId: string;
  publicClient?: boolean;
  bearerOnly?: boolean;
  standardFlowEnabled?: boolean;
  implicitFlowEnabled?: boolean;
  directAccessGrantsEnabled?: boolean;
  fullScopeAllowed?: boolean;
  redirectUris?: string[];
  webOrigins?: string[];
  attributes?: Record<string, string>;
  protocolMappers?: ProtocolMapper[];
}
interface User {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  enabled: boolean;
  firstName: string;
  lastName: string;
  attributes: Record<string, string[]>;
  realmRoles: string[];
  credentials: { type: string; value: string; temporary: boolean }[];
}
interface Realm {
  realm: string;
  roles: { realm: { name: string }[] };
  clients: Client[];
  scopeMappings: { client: string; roles: string[] }[];
  users?: User[];
  components: Record<string, { providerId: string; config: Record<string, string[]> }[]>;
}
interface UserProfile {
  attributes: { name: string; multivalued?: boolean; permissions?: { view: string[]; edit: string[] } }[];
}

function load<T>(file: string): T {
  return JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as T;
}

const realm = load<Realm>('realm-portico.json');
const demo = load<{ ifResourceExists: string; users: User[] } & Record<string, unknown>>('realm-portico-demo-users.json');

const clientById = (clientId: string): Client => {
  const client = realm.clients.find((c) => c.clientId === clientId);
  if (!client) throw new Error(`no client ${clientId}`);
  return client;
};
const consoleClient = clientById(AUTH.consoleClientId);
const mappers = consoleClient.protocolMappers ?? [];

describe('realm-portico.json', () => {
  it('is the portico realm and carries no users', () => {
    expect(realm.realm).toBe('portico');
    expect(realm.users).toBeUndefined();
  });

  it('throttles password guessing as the dev provider does (temporary lockouts with growing waits)', () => {
    const raw = realm as unknown as Record<string, unknown>;
    expect(raw).toMatchObject({
      bruteForceProtected: true,
      bruteForceStrategy: 'MULTIPLE',
      permanentLockout: false,
      failureFactor: DEFAULT_THROTTLE_LIMITS.failureFactor,
      waitIncrementSeconds: DEFAULT_THROTTLE_LIMITS.waitIncrementSeconds,
      maxFailureWaitSeconds: DEFAULT_THROTTLE_LIMITS.maxFailureWaitSeconds,
      maxDeltaTimeSeconds: DEFAULT_THROTTLE_LIMITS.maxDeltaTimeSeconds,
    });
    expect(raw.maxFailureWaitSeconds as number).toBeGreaterThan(raw.waitIncrementSeconds as number);
  });

  it('defines exactly the contract roles', () => {
    expect(realm.roles.realm.map((role) => role.name).sort()).toEqual([...ROLES].sort());
  });

  it('makes the console a public code + PKCE S256 client', () => {
    expect(consoleClient).toMatchObject({
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
    });
    expect(consoleClient.attributes?.['pkce.code.challenge.method']).toBe('S256');
    expect(consoleClient.redirectUris).toEqual(['http://localhost:8080/callback', 'http://localhost:8080/silent-check-sso.html']);
    expect(consoleClient.webOrigins).toEqual(['http://localhost:8080']);
    expect(consoleClient.attributes?.['post.logout.redirect.uris']).toBe('http://localhost:8080/');
  });

  it('has the API as a bearer-only client used as audience', () => {
    expect(clientById(AUTH.audience)).toMatchObject({ bearerOnly: true, standardFlowEnabled: false });
  });

  it('adds the API audience to access tokens', () => {
    const audience = mappers.filter((m) => m.protocolMapper === 'oidc-audience-mapper');
    expect(audience).toHaveLength(1);
    expect(audience[0]?.config).toMatchObject({
      'included.client.audience': AUTH.audience,
      'access.token.claim': 'true',
    });
  });

  it('puts only the contract roles in realm_access.roles', () => {
    const roles = mappers.find((m) => m.protocolMapper === 'oidc-usermodel-realm-role-mapper');
    expect(roles?.config).toMatchObject({
      'claim.name': 'realm_access.roles',
      multivalued: 'true',
      'access.token.claim': 'true',
    });
    // Without this, Keycloak's default roles (offline_access, uma_authorization, ...) leak into tokens.
    expect(consoleClient.fullScopeAllowed).toBe(false);
    const scope = realm.scopeMappings.find((s) => s.client === AUTH.consoleClientId);
    expect([...(scope?.roles ?? [])].sort()).toEqual([...ROLES].sort());
  });

  it.each([
    [AUTH.claims.org, false],
    [AUTH.claims.properties, true],
    [AUTH.claims.units, true],
    [AUTH.claims.vendor, false],
  ] as const)('maps the user attribute %s (multivalued: %s) into access tokens', (claim, multivalued) => {
    const mapper = mappers.find((m) => m.config['claim.name'] === claim);
    expect(mapper).toBeDefined();
    expect(mapper?.protocolMapper).toBe('oidc-usermodel-attribute-mapper');
    expect(mapper?.config).toMatchObject({
      'user.attribute': claim,
      'jsonType.label': 'String',
      multivalued: String(multivalued),
      'access.token.claim': 'true',
    });
  });

  it('maps every non-standard claim the dev provider emits', () => {
    // email, email_verified, name and preferred_username come from Keycloak's profile/email scopes.
    const standard = new Set(['email', 'email_verified', 'name', 'preferred_username']);
    const mapped = new Set(mappers.map((m) => m.config['claim.name']?.split('.')[0]));
    for (const claim of IDENTITY_CLAIM_NAMES.filter((name) => !standard.has(name))) {
      expect(mapped).toContain(claim);
    }
  });

  it('declares the portico attributes in the user profile, editable by admins only', () => {
    const component = realm.components['org.keycloak.userprofile.UserProfileProvider']?.[0];
    const config = component?.config['kc.user.profile.config']?.[0];
    expect(config).toBeDefined();
    const profile = JSON.parse(config ?? '{}') as UserProfile;
    for (const [claim, multivalued] of [
      [AUTH.claims.org, false],
      [AUTH.claims.properties, true],
      [AUTH.claims.units, true],
      [AUTH.claims.vendor, false],
    ] as const) {
      const attribute = profile.attributes.find((a) => a.name === claim);
      expect(attribute?.multivalued).toBe(multivalued);
      expect(attribute?.permissions).toEqual({ view: ['admin'], edit: ['admin'] });
    }
  });
});

describe('realm-portico-demo-users.json', () => {
  it('is a partial import holding users only', () => {
    expect(Object.keys(demo).sort()).toEqual(['ifResourceExists', 'users']);
    expect(demo.ifResourceExists).toBe('SKIP');
  });

  it('holds exactly the seed accounts', () => {
    expect(demo.users.map((u) => u.email).sort()).toEqual(SEED_ACCOUNTS.map((a) => a.email).sort());
  });

  it.each(SEED_ACCOUNTS.map((account) => [account.email, account] as const))(
    '%s matches the seed (id, roles, names, scope attributes, demo password)',
    (_email, account) => {
      const user = demo.users.find((u) => u.email === account.email);
      expect(user).toMatchObject({
        id: account.id,
        username: account.email,
        enabled: true,
        emailVerified: true,
        realmRoles: account.roles,
        credentials: [{ type: 'password', value: DEMO_PASSWORD, temporary: false }],
      });
      expect(`${user?.firstName} ${user?.lastName}`).toBe(account.name);

      // Keycloak stores attributes as string lists and cannot hold an empty one.
      const expected: Record<string, string[]> = {};
      if (account.org) expected[AUTH.claims.org] = [account.org];
      if (account.properties?.length) expected[AUTH.claims.properties] = account.properties;
      if (account.units?.length) expected[AUTH.claims.units] = account.units;
      if (account.vendor) expected[AUTH.claims.vendor] = [account.vendor];
      expect(user?.attributes).toEqual(expected);
      for (const role of user?.realmRoles ?? []) expect(ROLES).toContain(role);
    },
  );
});
