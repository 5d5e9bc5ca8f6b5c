import { PorticoError, type AccessTokenClaims } from '@portico/contracts';
import type { Db, Principal } from '@portico/platform';
import { AccessRepository, effectivePermissions } from './access.repository';

/**
 * The people service's own answer to "what may this caller do now": the user's record, its
 * type's base role and effective grants, and its scope. Disabled (archived) or missing users
 * and users of a disabled type are refused.
 */
export function localAccessFetch(db: Db) {
  const repo = new AccessRepository(db);
  return async (claims: AccessTokenClaims): Promise<Principal> => {
    const user = await repo.user(claims.portico_uid ?? claims.sub);
    if (!user) throw new PorticoError('UNAUTHENTICATED', 'User Not Found');
    if (user.status !== 'active') throw new PorticoError('UNAUTHENTICATED', 'This user account is disabled');
    const lineage = await repo.lineage(String(user.userTypeId));
    const type = lineage[0];
    if (!type || lineage.some((t) => t.status !== 'active')) throw new PorticoError('UNAUTHENTICATED', 'This user account has no active role');
    const principal: Principal = {
      userId: String(user.id),
      email: String(user.email),
      name: `${String(user.firstName)} ${String(user.lastName)}`.trim(),
      roles: [lineage[lineage.length - 1]!.baseRole],
      orgId: (user.parentOrgId as string | null) ?? null,
      propertyIds: (user.propertyIds as string[]) ?? [],
      unitIds: (user.unitIds as string[]) ?? [],
      vendorId: (user.vendorId as string | null) ?? null,
      permissions: effectivePermissions(lineage),
    };
    return principal;
  };
}
