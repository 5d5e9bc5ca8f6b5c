import type { DomainEvent } from '@portico/contracts';
import type { Db, EventSubscription } from '@portico/platform';
import { AccessRepository } from '../access/access.repository';
import { isMembership } from '../memberships/memberships';
import type { IdentityAccount, IdentityDirectory } from './identity-directory';

/** The provider account for a user as it stands now (not as some event described it). */
export async function accountOf(db: Db, userId: string): Promise<IdentityAccount | undefined> {
  const repo = new AccessRepository(db);
  const user = await repo.user(userId, db);
  if (!user) return undefined;
  const lineage = await repo.lineage(String(user.userTypeId), db);
  const account: IdentityAccount = {
    id: String(user.id),
    email: String(user.email),
    firstName: String(user.firstName),
    lastName: String(user.lastName),
    name: `${String(user.firstName)} ${String(user.lastName)}`.trim(),
    roles: lineage.length ? [lineage[lineage.length - 1]!.baseRole] : [],
    disabled: user.status !== 'active',
  };
  if (user.parentOrgId) account.org = String(user.parentOrgId);
  if ((user.propertyIds as string[])?.length) account.properties = user.propertyIds as string[];
  if ((user.unitIds as string[])?.length) account.units = user.unitIds as string[];
  if (user.vendorId) account.vendor = String(user.vendorId);
  return account;
}

/**
 * Keeps the identity provider in step with user changes, from the service's own events. Each
 * delivery re-reads the user, so order and redelivery do not matter; a failure is retried.
 */
export function identitySyncSubscription(directory: IdentityDirectory): EventSubscription {
  return {
    source: 'people',
    durable: 'people-identity-sync',
    filterSubjects: ['created', 'updated', 'archived', 'restored', 'deleted'].map((e) => `people.user.${e}`),
    async handler(event: DomainEvent, tx: Db) {
      const id = (event.data as { id?: string }).id;
      // A membership in another organization signs in with its person's account (ADR 0042).
      if (!id || (await isMembership(tx, id))) return;
      const account = await accountOf(tx, id);
      if (account) await directory.upsert(account);
      else await directory.delete(id);
    },
  };
}
