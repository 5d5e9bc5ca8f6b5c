import { invoice, PLATFORM_ROLES } from '@portico/contracts';
import { isPlatformPrincipal, principalFromClaims } from './principal';
import { isSystemPrincipal, systemPrincipal } from './system-principal';
import { recordInScope } from '../resources/scope';

const HARBOR = '0b8f5c1e-0000-4000-8000-000000000001';
const SUMMIT = '0b8f5c1e-0000-4000-8000-000000000002';

describe('systemPrincipal', () => {
  it('acts for one org, with no role and no slug: never a platform principal', () => {
    const p = systemPrincipal('webhook', HARBOR);
    expect(p).toMatchObject({ userId: 'webhook', orgId: HARBOR, roles: [], propertyIds: [], unitIds: [], system: 'webhook' });
    expect(p.permissions.size).toBe(0);
    expect(isPlatformPrincipal(p)).toBe(false);
    expect(isSystemPrincipal(p)).toBe(true);
    expect(p.roles.some((r) => PLATFORM_ROLES.includes(r))).toBe(false);
  });

  it('sees its org’s records and no other tenant’s', () => {
    const p = systemPrincipal('event-consumer', HARBOR);
    expect(recordInScope(invoice, { parentOrgId: HARBOR, propertyId: 'x', unitId: 'y' }, p)).toBe(true);
    expect(recordInScope(invoice, { parentOrgId: SUMMIT, propertyId: 'x', unitId: 'y' }, p)).toBe(false);
  });

  it('refuses an unknown actor or a missing org, and a token never yields one', () => {
    expect(() => systemPrincipal('root' as never, HARBOR)).toThrow('Unknown system actor');
    expect(() => systemPrincipal('scheduler', '')).toThrow('one organization');
    const fromToken = principalFromClaims(
      { sub: 'webhook', iss: 'x', aud: 'y', exp: 0, iat: 0, system: 'webhook' } as never,
      () => new Set<string>(),
    );
    expect(isSystemPrincipal(fromToken)).toBe(false);
  });
});
