import { and, eq, sql } from 'drizzle-orm';
import { eachLanguage, formatDate, formatMoney, plural } from '@portico/contracts';
import { mirrorRecordsTable, propertyManagerIds, type Db } from '@portico/platform';
import { deliverNotice } from '../notifications/deliver-notice';

type Row = Record<string, unknown>;
type Wording = { en: string; es: string };
const users = mirrorRecordsTable('community');

/**
 * Who an enforcement's notice goes to, from the user mirror (never a call to people): the named
 * resident, else every active resident account of the unit.
 */
export async function residentIds(tx: Db, record: Row): Promise<string[]> {
  const where =
    typeof record.residentUserId === 'string'
      ? eq(users.id, record.residentUserId)
      : sql`${users.data}->'unitIds' ? ${String(record.unitId)}`;
  const rows = (await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.entity, 'user'), eq(users.status, 'active'), where))) as { id: string }[];
  return rows.map((r) => r.id);
}

/** The property managers of the enforcement's org who cover its property. */
export async function managerIds(tx: Db, record: Row): Promise<string[]> {
  return propertyManagerIds(tx, 'community', { parentOrgId: record.parentOrgId, propertyId: record.propertyId });
}

/**
 * An enforcement's notice through the one notice mechanism (ADR 0038): each recipient's inbox and
 * bell, and a mail in their language with the record's link. `event` keys it once per step.
 */
export async function noticeCovenant(
  tx: Db,
  record: Row,
  to: readonly string[],
  event: string,
  wording: { title: Wording; body: Wording },
) {
  return deliverNotice(tx, {
    parentOrgId: String(record.parentOrgId),
    propertyId: (record.propertyId as string | undefined) ?? null,
    recipientUserIds: [...to],
    title: wording.title,
    body: wording.body,
    link: `/covenants/view/${String(record.id)}`,
    source: { entity: 'covenantEnforcement', id: String(record.id), event },
  });
}

/** The notice: what was seen, what to do, by when, and the fine that follows. */
export function covenantNoticeWording(record: Row, typeName: string): { title: Wording; body: Wording } {
  // The fine and the deadline as each language writes them (`$250.00` / `250,00 US$`, `Mar 09 2026` / `09 mar 2026`).
  const fineAmount = typeof record.fineAmount === 'number' ? record.fineAmount : undefined;
  const fine = fineAmount === undefined ? undefined : eachLanguage((l) => formatMoney(fineAmount, l));
  const article = String(record.articleNumber);
  const deadline = eachLanguage((l) => formatDate(String(record.remedyDeadline), l));
  const description = record.description ? `\n\n${String(record.description)}` : '';
  return {
    title: {
      en: `Covenant notice: ${typeName} (article ${article}) — remedy by ${deadline.en}`,
      es: `Aviso de norma: ${typeName} (artículo ${article}) — subsanar antes del ${deadline.es}`,
    },
    body: {
      en: [
        `A violation of article ${article} (${typeName}) was recorded for your unit.${description}`,
        `\nTo remedy it: ${String(record.remedyDescription)}`,
        `Remedy deadline: ${deadline.en} (${plural(Number(record.daysToRemedy), 'en', { one: '{n} day', other: '{n} days' })} from this notice).`,
        ...(fine ? [`If it is not remedied by then, a fine of ${fine.en} may be charged.`] : []),
      ].join('\n'),
      es: [
        `Se registró una infracción del artículo ${article} (${typeName}) en su unidad.${description}`,
        `\nCómo subsanarla: ${String(record.remedyDescription)}`,
        `Plazo para subsanar: ${deadline.es} (${plural(Number(record.daysToRemedy), 'es', { one: '{n} día', other: '{n} días' })} desde este aviso).`,
        ...(fine ? [`Si no se subsana para entonces, se podrá cobrar una multa de ${fine.es}.`] : []),
      ].join('\n'),
    },
  };
}
