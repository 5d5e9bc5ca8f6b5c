import { DEFAULT_ROLE_GRANTS, type Role } from '@portico/contracts';

/**
 * Resolves the permission slugs a set of roles grants. The default is the static seed; the
 * people service replaces it with the editable role data (issue 4) behind this interface.
 */
export interface PermissionResolver {
  permissionsOf(roles: Role[]): ReadonlySet<string>;
}

export class DefaultPermissionResolver implements PermissionResolver {
  private readonly cache = new Map<string, ReadonlySet<string>>();
  permissionsOf(roles: Role[]): ReadonlySet<string> {
    const key = [...roles].sort().join(',');
    let set = this.cache.get(key);
    if (!set) {
      set = new Set(roles.flatMap((r) => DEFAULT_ROLE_GRANTS[r] ?? []));
      this.cache.set(key, set);
    }
    return set;
  }
}
