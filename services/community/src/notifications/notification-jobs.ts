import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, count, eq } from 'drizzle-orm';
import { notification } from '@portico/contracts';
import { applyRecordChange, scheduledJobsTable, type Db, type JobHandler } from '@portico/platform';
import { resolveAudience } from './audience';
import { COMMUNITY_NOTICES, deliverNotice } from './deliver-notice';
import { notificationDeliveries, notifications } from './notifications.schema';

export const FANOUT_JOB = 'notification-fanout';
/** Recipients per fan-out run: each batch is one transaction, the next is a job of its own. */
export const FANOUT_BATCH = 2000;

export interface FanoutPayload {
  notificationId: string;
  /** Who sent it, and the properties they were limited to when they did. */
  senderId: string;
  senderPropertyIds: string[];
  /** Recipients with ids above this one are still to be reached. */
  after?: string;
}

const jobs = scheduledJobsTable('community');

/** Schedules a fan-out run in the caller's transaction; one key per notification and batch. */
export async function scheduleFanout(tx: Db, payload: FanoutPayload, runAt = new Date(), key?: string): Promise<void> {
  await tx
    .insert(jobs)
    .values({
      name: FANOUT_JOB,
      key: key ?? `${FANOUT_JOB}:${payload.notificationId}:${payload.after ?? 'start'}`,
      payload,
      runAt: runAt.toISOString(),
    })
    .onConflictDoNothing({ target: jobs.key });
}

export const scheduledSendKey = (id: string) => `${FANOUT_JOB}:${id}:scheduled`;

export async function cancelScheduledSend(tx: Db, id: string): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.key, scheduledSendKey(id)), eq(jobs.name, FANOUT_JOB)));
}

/**
 * One batch of a notification's fan-out: the next `FANOUT_BATCH` recipients (by id) get their
 * delivery and mail, and the next batch is scheduled, all in the run's transaction; the last
 * batch marks the notification sent. A repeated run (a crash, a lease taken over) delivers
 * nothing twice: each delivery's de-duplication key is unique.
 */
export function fanoutJob(): JobHandler<FanoutPayload> {
  return {
    name: FANOUT_JOB,
    async run({ tx, payload }) {
      const n = notifications as unknown as Record<string, PgColumn>;
      const [record] = (await tx.select().from(notifications).where(eq(n.id!, payload.notificationId)).for('update')) as Record<
        string,
        unknown
      >[];
      if (!record || record.status !== 'active') return;
      if (record.state === 'scheduled')
        await applyRecordChange(tx, notification, notifications, COMMUNITY_NOTICES, String(record.id), { state: 'sending' });
      else if (record.state !== 'sending') return;

      const everyone = await resolveAudience(tx, record, payload.senderPropertyIds);
      const rest = payload.after ? everyone.filter((id) => id > payload.after!) : everyone;
      const batch = rest.slice(0, FANOUT_BATCH);
      await deliverNotice(tx, {
        parentOrgId: String(record.parentOrgId),
        recipientUserIds: batch,
        title: String(record.title),
        body: String(record.description ?? ''),
        source: { entity: 'notification', id: String(record.id), event: 'sent' },
        notificationId: String(record.id),
        actorId: payload.senderId,
        mail: record.channelMail === true,
      });
      if (rest.length > batch.length) {
        await scheduleFanout(tx, { ...payload, after: batch[batch.length - 1] });
        return;
      }
      const [delivered] = await tx
        .select({ n: count() })
        .from(notificationDeliveries)
        .where(eq((notificationDeliveries as unknown as Record<string, PgColumn>).notificationId!, String(record.id)));
      await applyRecordChange(tx, notification, notifications, payload.senderId, String(record.id), {
        state: 'sent',
        sentAt: new Date().toISOString(),
        recipientCount: delivered?.n ?? 0,
      });
    },
  };
}
