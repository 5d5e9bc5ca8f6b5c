import { and, eq, inArray } from 'drizzle-orm';
import { PorticoError, SEED_USER_TYPES } from '@portico/contracts';
import { mirrorRecordsTable, queueDomainMail, type Db } from '@portico/platform';
import { mailManagers } from '../notices/managers';

type Row = Record<string, unknown>;
const users = mirrorRecordsTable('maintenance');

/** The steps a requester hears about, in English and Spanish (the mail carries both). */
const STEPS = {
  approved: ['has been approved', 'fue aprobada'],
  rejected: ['was not approved', 'no fue aprobada'],
  assigned: ['has been assigned', 'fue asignada'],
  assignedToYou: ['has been assigned to you', 'le fue asignada'],
  started: ['is in progress', 'está en curso'],
  onHold: ['is on hold', 'está en espera'],
  completed: ['has been completed', 'fue completada'],
  closed: ['has been closed', 'fue cerrada'],
  cancelled: ['has been cancelled', 'fue cancelada'],
  declined: ['was declined by the assignee', 'fue declinada por el asignado'],
  reopened: ['has been reopened', 'fue reabierta'],
} as const;
export type OrderStep = keyof typeof STEPS;

export interface OrderNotices {
  toRequester(tx: Db, order: Row, step: OrderStep, detail?: string): Promise<void>;
  toUser(tx: Db, userId: string, order: Row, step: OrderStep): Promise<void>;
  toVendor(tx: Db, order: Row, vendor: Row, note?: string): Promise<void>;
  toManagers(tx: Db, order: Row, step: OrderStep, reason?: string): Promise<void>;
  /** Refuses a staff assignee who is not an active user of the order's org. */
  assertStaffOf(tx: Db, userId: string, order: Row): Promise<void>;
}

/** The people this service may mail: the user mirror (people's records), never a call to people. */
async function mirroredUsers(tx: Db, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return (await tx
    .select({ id: users.id, parentOrgId: users.parentOrgId, status: users.status, data: users.data })
    .from(users)
    .where(and(eq(users.entity, 'user'), inArray(users.id, ids)))) as Row[];
}

function message(order: Row, step: OrderStep, detail?: string): { subject: string; text: string } {
  const [en, es] = STEPS[step];
  const title = String(order.title);
  const link = `/orders/view/${String(order.id)}`;
  return {
    subject: `Maintenance order "${title}" ${en}`,
    text: [
      `Your maintenance order "${title}" ${en}.`,
      ...(detail ? [`\n${detail}`] : []),
      `\nOpen it in Portico: ${link}`,
      `\n—\nSu orden de mantenimiento "${title}" ${es}.`,
    ].join('\n'),
  };
}

/**
 * Mail about work orders, queued in the action's transaction and sent after it commits: the
 * requester hears of every step (domains.md), the assignee of the assignment, the property's
 * maintenance approvers (else its managers) of a decline or a reopen.
 */
export function orderNotices(): OrderNotices {
  const send = async (tx: Db, to: unknown, subject: string, text: string) => {
    if (typeof to === 'string' && to.includes('@')) await queueDomainMail(tx, 'maintenance', { to, subject, text });
  };
  const mailUser = async (tx: Db, userId: unknown, order: Row, step: OrderStep, detail?: string) => {
    if (typeof userId !== 'string') return;
    const [user] = await mirroredUsers(tx, [userId]);
    const { subject, text } = message(order, step, detail);
    await send(tx, (user?.data as Row | undefined)?.email, subject, text);
  };
  return {
    toRequester: (tx, order, step, detail) => mailUser(tx, order.requesterId, order, step, detail),
    toUser: (tx, userId, order, step) => mailUser(tx, userId, order, step),
    async toVendor(tx, order, vendor, note) {
      const { subject, text } = message(order, 'assignedToYou', note);
      await send(tx, vendor.email, subject, text.replace('Your maintenance order', 'The maintenance order'));
    },
    async toManagers(tx, order, step, reason) {
      const { subject, text } = message(order, step, reason);
      await mailManagers(tx, order, subject, text.replace('Your maintenance order', 'The maintenance order'));
    },
    async assertStaffOf(tx, userId, order) {
      const [user] = await mirroredUsers(tx, [userId]);
      if (!user || user.status !== 'active' || user.parentOrgId !== order.parentOrgId)
        throw PorticoError.validation([{ path: 'assignedStaffId', message: 'Staff member not found on the selected Parent Org' }]);
      const data = user.data as Row;
      if (data.userTypeId === SEED_USER_TYPES.resident || data.userTypeId === SEED_USER_TYPES.vendor)
        throw PorticoError.validation([{ path: 'assignedStaffId', message: `${String(data.email)} is not a staff member.` }]);
    },
  };
}
