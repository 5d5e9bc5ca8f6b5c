import { AUTH, PorticoError, msg, fieldError } from '@portico/contracts';
import type { IdentityAccount, IdentityDirectory } from './identity-directory';

export interface KeycloakDirectoryOptions {
  /** Admin API base of the realm, e.g. https://kc.example.com/admin/realms/portico */
  adminUrl: string;
  /** Token endpoint of the realm holding the service account. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Keycloak's admin REST API through a service-account client (client credentials, with the
 * realm-management roles manage-users and view-realm). Keycloak assigns its own user ids, so
 * our id travels as the `portico_uid` attribute (mapped into tokens as a claim).
 */
export class KeycloakDirectory implements IdentityDirectory {
  readonly kind = 'keycloak';
  private token: { value: string; expires: number } | undefined;

  constructor(private readonly options: KeycloakDirectoryOptions) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires > Date.now() + 10_000) return this.token.value;
    const res = await fetch(this.options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new PorticoError('SERVICE_UNAVAILABLE', msg('keycloak.serviceAccountRefused', { status: res.status }));
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expires: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async request(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await fetch(`${this.options.adminUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => {
      throw new PorticoError('SERVICE_UNAVAILABLE', msg('keycloak.unavailable'));
    });
    if (res.status === 409) throw PorticoError.validation([fieldError('email', msg('user.emailInUse'))]);
    if (!res.ok && res.status !== 404)
      throw new PorticoError('SERVICE_UNAVAILABLE', msg('keycloak.refused', { method, path, status: res.status }));
    return res;
  }

  private async findKeycloakId(id: string): Promise<string | undefined> {
    const res = await this.request('GET', `/users?q=${encodeURIComponent(`${AUTH.claims.userId}:${id}`)}&exact=true`);
    const users = res.ok ? ((await res.json()) as { id: string }[]) : [];
    return users[0]?.id;
  }

  async upsert(account: IdentityAccount, password?: string): Promise<void> {
    const attributes: Record<string, string[]> = { [AUTH.claims.userId]: [account.id] };
    if (account.org) attributes[AUTH.claims.org] = [account.org];
    if (account.properties?.length) attributes[AUTH.claims.properties] = account.properties;
    if (account.units?.length) attributes[AUTH.claims.units] = account.units;
    if (account.vendor) attributes[AUTH.claims.vendor] = [account.vendor];
    const representation = {
      username: account.email,
      email: account.email,
      emailVerified: true,
      firstName: account.firstName,
      lastName: account.lastName,
      enabled: !account.disabled,
      attributes,
    };
    let kcId = await this.findKeycloakId(account.id);
    if (kcId) await this.request('PUT', `/users/${kcId}`, representation);
    else {
      const created = await this.request('POST', '/users', representation);
      kcId = created.headers.get('location')?.split('/').pop() ?? (await this.findKeycloakId(account.id));
      if (!kcId) throw new PorticoError('SERVICE_UNAVAILABLE', msg('keycloak.noNewUser'));
    }
    await this.syncRoles(kcId, account.roles);
    if (password) await this.request('PUT', `/users/${kcId}/reset-password`, { type: 'password', value: password, temporary: false });
  }

  private async syncRoles(kcId: string, roles: string[]): Promise<void> {
    const current = (await (await this.request('GET', `/users/${kcId}/role-mappings/realm`)).json()) as { name: string }[];
    const portico = new Set<string>(roles);
    const remove = current.filter(
      (r) => !portico.has(r.name) && /^(administrator|parent|super-user|editor|property-manager|staff|resident|vendor)$/.test(r.name),
    );
    const missing = roles.filter((r) => !current.some((c) => c.name === r));
    if (remove.length) await this.request('DELETE', `/users/${kcId}/role-mappings/realm`, remove);
    if (missing.length) {
      const reps = await Promise.all(missing.map(async (name) => (await this.request('GET', `/roles/${encodeURIComponent(name)}`)).json()));
      await this.request('POST', `/users/${kcId}/role-mappings/realm`, reps);
    }
  }

  async delete(id: string): Promise<void> {
    const kcId = await this.findKeycloakId(id);
    if (kcId) await this.request('DELETE', `/users/${kcId}`);
  }
}
