import { and, eq, sql } from 'drizzle-orm';
import { SEED_USER_TYPES } from '@portico/contracts';
import { mirrorRecordsTable, queueDomainMail, type Db } from '@portico/platform';

type Row = Record<string, unknown>;
const users = mirrorRecordsTable('community');

/**
 * Who an enforcement's notice goes to, from the user mirror (never a call to people): the named
 * resident, else every active resident account of the unit.
 */
export async function residentEmails(tx: Db, record: Row): Promise<string[]> {
  const where =
    typeof record.residentUserId === 'string'
      ? eq(users.id, record.residentUserId)
      : sql`${users.data}->'unitIds' ? ${String(record.unitId)}`;
  const rows = (await tx
    .select({ data: users.data })
    .from(users)
    .where(and(eq(users.entity, 'user'), eq(users.status, 'active'), where))) as { data: Row }[];
  return [...new Set(rows.map((r) => r.data.email).filter((e): e is string => typeof e === 'string' && e.includes('@')))];
}

/** The property managers of the enforcement's org who cover its property. */
export async function managerEmails(tx: Db, record: Row): Promise<string[]> {
  const rows = (await tx
    .select({ data: users.data })
    .from(users)
    .where(
      and(
        eq(users.entity, 'user'),
        eq(users.status, 'active'),
        eq(users.parentOrgId, String(record.parentOrgId)),
        sql`${users.data}->>'userTypeId' = ${SEED_USER_TYPES['property-manager']}`,
      ),
    )) as { data: Row }[];
  const covers = (d: Row) => !Array.isArray(d.propertyIds) || d.propertyIds.length === 0 || d.propertyIds.includes(record.propertyId);
  return [...new Set(rows.map((r) => r.data).filter(covers).map((d) => d.email).filter((e): e is string => typeof e === 'string'))];
}

export async function mailAll(tx: Db, to: readonly string[], subject: string, text: string): Promise<void> {
  for (const address of to) await queueDomainMail(tx, 'community', { to: address, subject, text });
}

/** The notice: what was seen, what to do, by when, and the fine that follows (English and Spanish). */
export function noticeMail(record: Row, typeName: string): { subject: string; text: string } {
  const fine = typeof record.fineAmount === 'number' ? `$${(record.fineAmount / 100).toFixed(2)}` : undefined;
  return {
    subject: `Covenant notice: ${typeName} (article ${String(record.articleNumber)}) — remedy by ${String(record.remedyDeadline)}`,
    text: [
      `A violation of article ${String(record.articleNumber)} (${typeName}) was recorded for your unit.`,
      ...(record.description ? [`\n${String(record.description)}`] : []),
      `\nTo remedy it: ${String(record.remedyDescription)}`,
      `Remedy deadline: ${String(record.remedyDeadline)} (${String(record.daysToRemedy)} days from this notice).`,
      ...(fine ? [`If it is not remedied by then, a fine of ${fine} may be charged.`] : []),
      `\nOpen it in Portico: /covenants/view/${String(record.id)}`,
      `\n—\nSe registró una infracción del artículo ${String(record.articleNumber)} (${typeName}) en su unidad.`,
      `Plazo para subsanar: ${String(record.remedyDeadline)}.`,
    ].join('\n'),
  };
}
