import { PorticoError, msg, fieldError } from '@portico/contracts';
import type { IdentityAccount, IdentityDirectory } from './identity-directory';

/** The development provider's admin API (infra/dev-idp/src/admin-api.ts). */
export class DevIdpDirectory implements IdentityDirectory {
  readonly kind = 'dev-idp';

  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
  ) {}

  private async call(method: string, id: string, body?: unknown): Promise<void> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/admin/accounts/${id}`, {
        method,
        headers: { authorization: `Bearer ${this.secret}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw new PorticoError('SERVICE_UNAVAILABLE', msg('identity.unavailable'));
    }
    if (res.status === 409) throw PorticoError.validation([fieldError('email', msg('user.emailInUse'))]);
    if (!res.ok) throw new PorticoError('SERVICE_UNAVAILABLE', msg('identity.refused', { status: res.status }));
  }

  async upsert(account: IdentityAccount, password?: string): Promise<void> {
    const { firstName: _f, lastName: _l, ...rest } = account;
    await this.call('PUT', account.id, { ...rest, ...(password ? { password } : {}) });
  }

  async delete(id: string): Promise<void> {
    await this.call('DELETE', id);
  }
}
