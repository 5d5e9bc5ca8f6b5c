import { randomUUID } from 'node:crypto';
import { noticeEventSchema, noticeSubject, type Domain, type DomainEvent, type NoticeEvent } from '@portico/contracts';
import type { Db } from '../db/database';
import { outboxTable } from '../db/messaging-tables';

/**
 * Tells people of something, inside the caller's transaction (ADR 0038): the notice is written
 * to the domain's outbox and published after commit on `<domain>.notice.requested`; the
 * community service delivers it to each recipient's inbox (the bell) and mails it. A rolled
 * back change tells nobody. A notice without recipients is not published.
 */
export async function sendNotice(tx: Db, domain: Domain, notice: NoticeEvent): Promise<void> {
  const recipientUserIds = [...new Set(notice.recipientUserIds)];
  if (recipientUserIds.length === 0) return;
  const data = noticeEventSchema.parse({ ...notice, recipientUserIds });
  const id = randomUUID();
  const subject = noticeSubject(domain);
  const event: DomainEvent<NoticeEvent> = {
    id,
    subject,
    occurredAt: new Date().toISOString(),
    actor: notice.actorId ?? `${domain}-notices`,
    orgId: notice.parentOrgId,
    data,
  };
  await tx.insert(outboxTable(domain)).values({ id, subject, payload: event });
}
