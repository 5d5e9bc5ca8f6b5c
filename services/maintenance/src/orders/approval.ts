import { and, sql } from 'drizzle-orm';
import { activeOrgUsers, mirrorRecordsTable, type Db } from '@portico/platform';

const users = mirrorRecordsTable('maintenance');

/**
 * Whether reports on this property wait for a maintenance approver's decision: true when an
 * active user holds the maintenance-requests approver designation for it (their scope lists the
 * property, or lists none: the whole org). Read from the user mirror, never by calling people.
 */
export async function approvalNeeded(tx: Db, propertyId: string, parentOrgId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ...activeOrgUsers(users, parentOrgId),
        sql`${users.data}->>'approvesMaintenance' = 'true'`,
        sql`(coalesce(jsonb_array_length(${users.data}->'propertyIds'), 0) = 0 or ${users.data}->'propertyIds' ? ${propertyId})`,
      ),
    )
    .limit(1);
  return !!found;
}
