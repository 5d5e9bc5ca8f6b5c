import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { thread } from '@portico/contracts';
import { mirrorRecordsTable, type Db, type ResourceHooks, refNotFound } from '@portico/platform';
import { orders, threads } from '../schema';
import { changeRecord, rowById } from '../shared/record-writes';
import type { OrderNotices } from '../orders/order-notices';

/** A thread belongs to its order's audience: the order's unit (residents) and vendor. */
export const threadHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    const about = await rowById(tx, orders, values.orderId);
    if (!about)
      throw refNotFound('orderId', { en: 'Maintenance Order', es: 'Orden de mantenimiento' }, 'property');
    values.unitId = about.unitId ?? null;
    values.vendorUserId = about.vendorUserId ?? null;
    values.messageCount = 0;
  },
};

/**
 * A message is signed by its author, seen by its thread's audience, and counted on the thread;
 * the order's people but its author hear of it (inbox and mail).
 */
export function threadMessageHooks(notices: Pick<OrderNotices, 'ofMessage'>): ResourceHooks {
  return {
    async beforeCreate({ tx, principal, values }) {
      const conversation = (await rowById(tx, threads, values.threadId, true))!;
      // Named now, so its notice can point at it (one notice per message).
      values.id ??= randomUUID();
      values.authorId = principal.userId;
      values.authorName = await authorNameOf(tx, principal.userId);
      values.unitId = conversation.unitId ?? null;
      values.vendorUserId = conversation.vendorUserId ?? null;
      await changeRecord(tx, thread, threads, principal.userId, String(conversation.id), {
        messageCount: Number(conversation.messageCount ?? 0) + 1,
        lastMessageAt: new Date().toISOString(),
      });
      const about = await rowById(tx, orders, conversation.orderId);
      if (about)
        await notices.ofMessage(tx, about, {
          id: String(values.id),
          authorId: principal.userId,
          authorName: String(values.authorName ?? ''),
          body: String(values.body ?? ''),
        });
    },
  };
}

/** The author's name as people publishes it (the user mirror), else their email. */
async function authorNameOf(tx: Db, userId: string): Promise<string | null> {
  const users = mirrorRecordsTable('maintenance');
  const [row] = await tx
    .select({ data: users.data })
    .from(users)
    .where(and(eq(users.entity, 'user'), eq(users.id, userId)));
  const data = row?.data ?? {};
  const name = [data.firstName, data.lastName].filter((v) => typeof v === 'string' && v).join(' ');
  return name || (typeof data.email === 'string' ? data.email : null);
}
