import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, inArray, sql } from 'drizzle-orm';
import { notification, type NotificationProgress } from '@portico/contracts';
import { scopeFilter, type Db, type Principal } from '@portico/platform';
import { notificationDeliveries, notifications } from './notifications.schema';

const n = notifications as unknown as Record<string, PgColumn>;
const d = notificationDeliveries as unknown as Record<string, PgColumn>;

/**
 * The progress of each notification asked that the caller may read, counted in one grouped read
 * of its deliveries. A delivery is delivered once it reached its person: its mail was taken by
 * the mail server (sent), it went to the console inbox only (delivered), or it was read. A mail
 * is sent when the delivery has an address and a sent time (a delivery read before its mail left
 * keeps no sent time: that mail is never sent).
 */
export async function deliveryProgress(db: Db, principal: Principal, ids: readonly string[]): Promise<NotificationProgress[]> {
  const records = (await db
    .select({ id: n.id!, state: n.state!, recipientCount: n.recipientCount! })
    .from(notifications)
    .where(and(inArray(n.id!, [...ids]), scopeFilter(notification, notifications, principal)))) as {
    id: string;
    state: string;
    recipientCount: number | null;
  }[];
  if (records.length === 0) return [];
  const counted = (await db
    .select({
      id: d.notificationId!,
      deliveries: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${d.state} in ('sent', 'delivered', 'read')))::int`,
      read: sql<number>`(count(*) filter (where ${d.state} = 'read'))::int`,
      mails: sql<number>`(count(*) filter (where ${d.email} is not null))::int`,
      mailsSent: sql<number>`(count(*) filter (where ${d.email} is not null and ${d.sentAt} is not null))::int`,
      failed: sql<number>`(count(*) filter (where ${d.state} = 'error'))::int`,
      mailsPending: sql<number>`(count(*) filter (where ${d.state} in ('sending', 'resending')))::int`,
    })
    .from(notificationDeliveries)
    .where(
      inArray(
        d.notificationId!,
        records.map((r) => r.id),
      ),
    )
    .groupBy(d.notificationId!)) as (Omit<NotificationProgress, 'state' | 'recipients' | 'inProgress'> & { id: string })[];
  const byId = new Map(counted.map((c) => [String(c.id), c]));
  return records.map((r) => {
    const c = byId.get(String(r.id));
    const deliveries = Number(c?.deliveries ?? 0);
    const mailsPending = Number(c?.mailsPending ?? 0);
    return {
      id: String(r.id),
      state: String(r.state),
      recipients: Math.max(Number(r.recipientCount ?? 0), deliveries),
      deliveries,
      delivered: Number(c?.delivered ?? 0),
      read: Number(c?.read ?? 0),
      mails: Number(c?.mails ?? 0),
      mailsSent: Number(c?.mailsSent ?? 0),
      failed: Number(c?.failed ?? 0),
      mailsPending,
      inProgress: r.state === 'sending' || mailsPending > 0,
    };
  });
}
