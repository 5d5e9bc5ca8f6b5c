import { absoluteLink, type NoticeEvent, type NoticeText } from '@portico/contracts';
import { languageOfAddress, propertyManagerIds, publicUrl, queueDomainMail, sendNotice, type Db } from '@portico/platform';

type Row = Record<string, unknown>;
/**
 * The user ids of who hears about a property's maintenance: its maintenance approvers, else its
 * property managers; without a property (an org-wide record such as a vendor), everyone of the
 * org who qualifies.
 */
export async function managerIds(tx: Db, parentOrgId: unknown, propertyId?: unknown): Promise<string[]> {
  return propertyManagerIds(tx, 'maintenance', { parentOrgId, propertyId, designation: 'approvesMaintenance' });
}

/** Queues a mail in the caller's transaction (sent after commit); addresses that are not one are skipped. */
export async function mailTo(tx: Db, to: unknown, subject: string, text: string): Promise<void> {
  if (typeof to === 'string' && to.includes('@')) await queueDomainMail(tx, 'maintenance', { to, subject, text });
}

/**
 * Mails a notice to an address with no account of this record's org (no inbox), its console link
 * made absolute, in the language of whoever signs in with that address elsewhere, else English.
 */
export async function mailNotice(tx: Db, to: unknown, text: NoticeText, link: string): Promise<void> {
  const language = await languageOfAddress(tx, 'maintenance', to);
  await mailTo(tx, to, text.title[language], `${text.body[language]}\n\n${absoluteLink(publicUrl(), link)}`);
}

/** What a maintenance notice says and is about; recipients and org come from the caller. */
export interface MaintenanceNotice {
  text: NoticeText;
  link: string;
  source: NoticeEvent['source'];
  actorId?: string;
}

/**
 * Tells people of the record's org (ADR 0038): inbox and mail, through the one notice
 * mechanism. Answers how many were addressed.
 */
export async function noticeUsers(tx: Db, record: Row, recipientUserIds: unknown[], notice: MaintenanceNotice): Promise<number> {
  const ids = [...new Set(recipientUserIds.filter((id): id is string => typeof id === 'string' && id.length > 0))];
  if (typeof record.parentOrgId !== 'string' || ids.length === 0) return 0;
  await sendNotice(tx, 'maintenance', {
    parentOrgId: record.parentOrgId,
    propertyId: typeof record.propertyId === 'string' ? record.propertyId : null,
    recipientUserIds: ids,
    ...notice,
  });
  return ids.length;
}

/** The same notice to each manager of the record's property (or org). */
export async function noticeManagers(tx: Db, record: Row, notice: MaintenanceNotice): Promise<number> {
  return noticeUsers(tx, record, await managerIds(tx, record.parentOrgId, record.propertyId), notice);
}
