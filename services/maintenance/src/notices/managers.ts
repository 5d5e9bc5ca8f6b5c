import { and, eq, sql } from 'drizzle-orm';
import { SEED_USER_TYPES } from '@portico/contracts';
import { mirrorRecordsTable, queueDomainMail, type Db } from '@portico/platform';

type Row = Record<string, unknown>;
const users = mirrorRecordsTable('maintenance');

/** A user covers a property when their scope lists it or lists none (the whole org). */
export function coversProperty(user: Row, propertyId: unknown): boolean {
  const ids = Array.isArray(user.propertyIds) ? (user.propertyIds as string[]) : [];
  return ids.length === 0 || propertyId == null || ids.includes(String(propertyId));
}

/**
 * Who hears about a property's maintenance (read from the user mirror, never from people): its
 * maintenance approvers, else its property managers. Without a property (an org-wide record such
 * as a vendor), everyone of the org who qualifies.
 */
export async function managerEmails(tx: Db, parentOrgId: unknown, propertyId?: unknown): Promise<string[]> {
  if (typeof parentOrgId !== 'string') return [];
  const rows = (await tx
    .select({ data: users.data })
    .from(users)
    .where(
      and(
        eq(users.entity, 'user'),
        eq(users.status, 'active'),
        eq(users.parentOrgId, parentOrgId),
        sql`(${users.data}->>'approvesMaintenance' = 'true' or ${users.data}->>'userTypeId' = ${SEED_USER_TYPES['property-manager']})`,
      ),
    )) as { data: Row }[];
  const approvers = rows.filter((r) => r.data.approvesMaintenance === true && coversProperty(r.data, propertyId));
  const recipients = approvers.length > 0 ? approvers : rows.filter((r) => coversProperty(r.data, propertyId));
  return [...new Set(recipients.map((r) => r.data.email).filter((e): e is string => typeof e === 'string' && e.includes('@')))];
}

/** Queues a mail in the caller's transaction (sent after commit); addresses that are not one are skipped. */
export async function mailTo(tx: Db, to: unknown, subject: string, text: string): Promise<void> {
  if (typeof to === 'string' && to.includes('@')) await queueDomainMail(tx, 'maintenance', { to, subject, text });
}

/** The same message to each manager of the record's property (or org). */
export async function mailManagers(tx: Db, record: Row, subject: string, text: string): Promise<number> {
  const to = await managerEmails(tx, record.parentOrgId, record.propertyId);
  for (const address of to) await mailTo(tx, address, subject, text);
  return to.length;
}
