import { PLATFORM_ROLES, PorticoError, SEED_USER_TYPES, highestRank, roleRank, type Role, msg, fieldError } from '@portico/contracts';
import { isPlatformPrincipal, type Db, type Principal, type ResourceHooks } from '@portico/platform';
import { AccessRepository, effectivePermissions } from './access.repository';
import { and, eq, sql } from 'drizzle-orm';
import { joinRequests } from '../schema';
import { requestEmailChange } from './email-change';
import { addAsMembershipIfSignedInElsewhere } from '../memberships/memberships';
import { unknownSlugs } from './permission-catalogue';

const SYSTEM_TYPE_IDS = new Set(Object.values(SEED_USER_TYPES));

/**
 * User types: grants must be in the permission catalogue (learnt from the domains' manifests,
 * ADR 0073) and stay within the parent's; system types stay.
 */
export function userTypeRules(): ResourceHooks {
  const check = async (tx: Db, values: { permissions?: unknown; parentId?: unknown }, parentId: string | null) => {
    const permissions = Array.isArray(values.permissions) ? (values.permissions as string[]) : undefined;
    if (!permissions) return;
    const unknown = await unknownSlugs(tx, permissions);
    if (unknown.length)
      throw PorticoError.validation([fieldError('permissions', msg('userType.unknownPermission', { slugs: unknown.join(', ') }))]);
    if (parentId) {
      const parent = effectivePermissions(await new AccessRepository(tx).lineage(parentId, tx));
      const beyond = permissions.filter((p) => !parent.has(p));
      if (beyond.length)
        throw PorticoError.validation([fieldError('permissions', msg('userType.beyondParent', { slugs: beyond.join(', ') }))]);
    }
  };
  return {
    async beforeCreate({ tx, values }) {
      const parentId = (values.parentId as string | undefined) ?? null;
      if (parentId) {
        const parent = await new AccessRepository(tx).userType(parentId, tx);
        if (parent && parent.baseRole !== values.baseRole) {
          throw PorticoError.validation([fieldError('baseRole', msg('userType.keepsParentRole', { role: parent.baseRole }))]);
        }
      }
      await check(tx, values, parentId);
    },
    async beforeUpdate({ tx, current, changes }) {
      await check(tx, changes, (current.parentId as string | null) ?? null);
    },
    async beforeDelete({ current }) {
      if (SYSTEM_TYPE_IDS.has(String(current.id))) throw new PorticoError('CONFLICT', msg('userType.builtIn'));
    },
  };
}

/** The base role of a user type (the root of its lineage), or undefined for an unknown type. */
async function baseRoleOf(tx: Db, userTypeId: unknown): Promise<Role | undefined> {
  if (typeof userTypeId !== 'string') return undefined;
  const lineage = await new AccessRepository(tx).lineage(userTypeId, tx);
  return lineage[lineage.length - 1]?.baseRole;
}

/** Platform staff administer anyone; everyone else only users whose role ranks below their own. */
export function outranks(principal: Principal, targetRole: Role | undefined): boolean {
  if (isPlatformPrincipal(principal)) return true;
  return targetRole !== undefined && highestRank(principal.roles) > roleRank(targetRole);
}

const AT_OR_ABOVE = msg('user.atOrAboveOwn');

/** Refuses giving a role that grants more than the actor holds, or a platform role from a tenant. */
export async function assertCanGrant(tx: Db, principal: Principal, userTypeId: unknown): Promise<void> {
  if (typeof userTypeId !== 'string') return;
  const lineage = await new AccessRepository(tx).lineage(userTypeId, tx);
  if (lineage.length === 0) throw PorticoError.validation([fieldError('userTypeId', msg('user.roleNotFound'))]);
  const baseRole = lineage[lineage.length - 1]!.baseRole;
  if (isPlatformPrincipal(principal)) return;
  if (PLATFORM_ROLES.includes(baseRole)) throw new PorticoError('FORBIDDEN', msg('user.platformRoleAdminsOnly'));
  const beyond = [...effectivePermissions(lineage)].filter((p) => !principal.permissions.has(p));
  if (beyond.length) throw new PorticoError('FORBIDDEN', msg('user.roleAboveOwn'), { permissions: beyond });
  // A user one could not administer afterwards is not one to create or promote (ADR 0015).
  if (!outranks(principal, baseRole)) throw new PorticoError('FORBIDDEN', msg('user.roleAboveOwn'));
}

/** Fields a user may change on their own record through the user screens (as in their profile). */
const SELF_LOCKED = new Set(['email', 'userTypeId', 'status', 'parentOrgId', 'propertyIds', 'unitIds', 'vendorId']);

/**
 * Users: nobody assigns a role that grants what they do not hold themselves, only platform
 * staff hand out platform roles, nobody administers a user of their own rank or above, and
 * only platform staff change an email (ADR 0015). Tenant users stay in their own org (kit).
 */
export function userRules(): ResourceHooks {
  const guard = assertCanGrant;
  return {
    async beforeCreate({ tx, principal, values }) {
      await guard(tx, principal, values.userTypeId);
      // A pending join request owns this email (its sign-in exists, disabled): decide it instead.
      const [pending] = await tx
        .select({ id: joinRequests.id! })
        .from(joinRequests)
        .where(and(sql`lower(${joinRequests.email!}) = ${String(values.email).toLowerCase()}`, eq(joinRequests.requestStatus!, 'pending')));
      if (pending) throw PorticoError.validation([fieldError('email', msg('user.pendingJoinRequest'))]);
      await addAsMembershipIfSignedInElsewhere(tx, principal, values);
    },
    async beforeUpdate({ tx, principal, current, changes }) {
      const self = String(current.id) === principal.userId;
      if (self && changes.userTypeId !== undefined && changes.userTypeId !== current.userTypeId) {
        throw new PorticoError('FORBIDDEN', msg('user.ownRole'));
      }
      const touchesLocked = Object.keys(changes).some((k) => SELF_LOCKED.has(k) && changes[k] !== current[k]);
      if (!(self && !touchesLocked) && !outranks(principal, await baseRoleOf(tx, current.userTypeId))) {
        throw new PorticoError('FORBIDDEN', AT_OR_ABOVE);
      }
      if (typeof changes.email === 'string' && changes.email.toLowerCase() !== String(current.email).toLowerCase()) {
        // The email is the sign-in: changing it is taking the account over, unless the owner confirms.
        if (!isPlatformPrincipal(principal)) throw new PorticoError('FORBIDDEN', msg('user.emailChangeAdminsOnly'));
        await requestEmailChange(tx, principal, current, changes.email);
      }
      delete changes.email; // applied only by the confirmation link
      if (changes.userTypeId !== undefined) await guard(tx, principal, changes.userTypeId);
    },
    async beforeDelete({ tx, principal, current }) {
      if (!outranks(principal, await baseRoleOf(tx, current.userTypeId))) throw new PorticoError('FORBIDDEN', AT_OR_ABOVE);
    },
  };
}
