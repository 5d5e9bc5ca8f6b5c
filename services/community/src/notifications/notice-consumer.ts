import { noticeEventSchema, noticeSubject, type Domain, type DomainEvent } from '@portico/contracts';
import { createLogger, type Db, type EventSubscription } from '@portico/platform';
import { deliverNotice } from './deliver-notice';

const log = createLogger('community-notices');

/** The domains whose notices community delivers (its own call `deliverNotice` in place). */
export const NOTICE_SOURCES = ['maintenance', 'billing'] as const satisfies readonly Domain[];

/**
 * Delivers a notice another domain published (ADR 0038): inbox and mail, once per recipient
 * whatever the redeliveries (the event inbox, then the delivery's de-duplication key). A
 * malformed notice is logged and dropped: a retry would not make it valid.
 */
export async function deliverPublishedNotice(event: DomainEvent, tx: Db): Promise<void> {
  const parsed = noticeEventSchema.safeParse(event.data);
  if (!parsed.success) {
    log.error({ subject: event.subject, eventId: event.id, issues: parsed.error.issues }, 'a published notice is malformed; dropped');
    return;
  }
  const notice = parsed.data;
  await deliverNotice(tx, {
    parentOrgId: notice.parentOrgId,
    propertyId: notice.propertyId ?? null,
    recipientUserIds: notice.recipientUserIds,
    title: notice.text.title,
    body: notice.text.body,
    link: notice.link ?? null,
    source: notice.source,
    actorId: notice.actorId ?? event.actor,
    mail: notice.mail,
  });
}

export const noticeSubscriptions: EventSubscription[] = NOTICE_SOURCES.map((source) => ({
  source,
  durable: 'community-notices',
  filterSubjects: [noticeSubject(source)],
  handler: deliverPublishedNotice,
}));
