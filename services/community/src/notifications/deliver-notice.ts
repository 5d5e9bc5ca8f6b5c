import { and, eq, inArray } from 'drizzle-orm';
import { absoluteLink, noticeLanguageOf, notificationDelivery, type NoticeLanguage } from '@portico/contracts';
import { mirrorRecordsTable, publicUrl, recordEffects, writeRecordEvents, type Db } from '@portico/platform';
import { notificationDeliveries } from './notifications.schema';

/** The effect that mails one delivery and then marks it sent (or in error). */
export const NOTICE_MAIL_EFFECT = 'notice-mail';

/** Who a notice is about and why: with the recipient, its de-duplication key. */
export interface NoticeSource {
  entity: string;
  id: string;
  event: string;
}

/** Wording in one language for everyone, or in each language (each recipient reads theirs only). */
export type NoticeWording = string | Record<NoticeLanguage, string>;

export interface Notice {
  parentOrgId: string;
  propertyId?: string | null;
  recipientUserIds: string[];
  title: NoticeWording;
  body: NoticeWording;
  link?: string | null;
  source: NoticeSource;
  /** Who caused it (history shows the name); default: the community service itself. */
  actorId?: string;
  /** Also mail each recipient who has an address (default true). */
  mail?: boolean;
  /** The notification this delivery belongs to, when it is one. */
  notificationId?: string | null;
}

export interface DeliveredNotice {
  /** Deliveries created now (recipients who already had this notice are skipped). */
  created: number;
  deliveryIds: string[];
}

/** The actor of notices the service sends by itself (parcel intake, reminders). */
export const COMMUNITY_NOTICES = 'community-notices';

const users = mirrorRecordsTable('community');
const CHUNK = 1000;

export function dedupeKeyOf(source: NoticeSource, recipientUserId: string): string {
  return `${source.entity}:${source.id}:${source.event}:${recipientUserId}`;
}

/**
 * Puts a notice in each recipient's received inbox and queues its mail, inside the caller's
 * transaction (nothing is delivered unless the caller's change commits). Each recipient gets
 * it once per source event whatever the retries: the de-duplication key is unique, and a
 * conflicting insert is skipped, mail included. Recipients are users of the notice's org as
 * the user mirror knows them; others are ignored.
 */
export async function deliverNotice(tx: Db, notice: Notice): Promise<DeliveredNotice> {
  const wanted = [...new Set(notice.recipientUserIds)];
  const actor = notice.actorId ?? COMMUNITY_NOTICES;
  const mail = notice.mail !== false;
  const deliveryIds: string[] = [];
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const ids = wanted.slice(i, i + CHUNK);
    const known = (await tx
      .select({ id: users.id, data: users.data })
      .from(users)
      .where(
        and(eq(users.entity, 'user'), eq(users.parentOrgId, notice.parentOrgId), eq(users.status, 'active'), inArray(users.id, ids)),
      )) as { id: string; data: Record<string, unknown> }[];
    if (known.length === 0) continue;
    const now = new Date().toISOString();
    const rows = known.map((u) => {
      const language = noticeLanguageOf(u.data.language);
      const email = mail && typeof u.data.email === 'string' && u.data.email.includes('@') ? u.data.email : null;
      return {
        parentOrgId: notice.parentOrgId,
        title: wordingIn(notice.title, language).slice(0, 200),
        body: wordingIn(notice.body, language).slice(0, 8000),
        link: notice.link ?? null,
        recipientUserId: u.id,
        state: email ? 'sending' : 'delivered',
        email,
        notificationId: notice.notificationId ?? null,
        sourceEntity: notice.source.entity,
        sourceId: notice.source.id,
        sourceEvent: notice.source.event,
        dedupeKey: dedupeKeyOf(notice.source, u.id),
        sentAt: email ? null : now,
        createdBy: actor,
        updatedBy: actor,
      };
    });
    const inserted = (await tx
      .insert(notificationDeliveries)
      .values(rows as never)
      .onConflictDoNothing()
      .returning()) as Record<string, unknown>[];
    if (inserted.length === 0) continue;
    // The created event reaches the recipient's console through push (their bell).
    await writeRecordEvents(tx, notificationDelivery, 'create', actor, inserted);
    for (const row of inserted) deliveryIds.push(String(row.id));
    await queueNoticeMails(
      tx,
      inserted.filter((row) => row.email),
    );
  }
  return { created: deliveryIds.length, deliveryIds };
}

function wordingIn(wording: NoticeWording, language: NoticeLanguage): string {
  return typeof wording === 'string' ? wording : wording[language];
}

/**
 * Queues the mail of one delivery; it is sent after commit and marks the delivery sent. The
 * inbox keeps the console path; the mail gets it absolute from the public URL, to be clicked.
 */
export async function queueNoticeMail(tx: Db, delivery: Record<string, unknown>): Promise<void> {
  await queueNoticeMails(tx, [delivery]);
}

/** The mails of many deliveries, queued in one statement. */
async function queueNoticeMails(tx: Db, deliveries: readonly Record<string, unknown>[]): Promise<void> {
  await recordEffects(
    tx,
    'community',
    NOTICE_MAIL_EFFECT,
    deliveries.map((delivery) => {
      const link = typeof delivery.link === 'string' && delivery.link ? absoluteLink(publicUrl(), delivery.link) : null;
      return {
        deliveryId: delivery.id,
        to: delivery.email,
        subject: delivery.title,
        text: `${String(delivery.body)}${link ? `\n\n${link}` : ''}`,
      };
    }),
  );
}
