import { and, eq, inArray } from 'drizzle-orm';
import { PorticoError, SEED_USER_TYPES, type NoticeText, msg, fieldError } from '@portico/contracts';
import { mirrorRecordsTable, type Db, refNotFound } from '@portico/platform';
import { mailNotice, managerIds, noticeUsers } from '../notices/managers';

type Row = Record<string, unknown>;
const users = mirrorRecordsTable('maintenance');

/** The steps people hear about, in each language (each reads theirs only). */
const STEPS = {
  created: { en: 'has been reported', es: 'fue reportada' },
  approved: { en: 'has been approved', es: 'fue aprobada' },
  rejected: { en: 'was not approved', es: 'no fue aprobada' },
  assigned: { en: 'has been assigned', es: 'fue asignada' },
  assignedToYou: { en: 'has been assigned to you', es: 'le fue asignada' },
  started: { en: 'is in progress', es: 'está en curso' },
  onHold: { en: 'is on hold', es: 'está en espera' },
  completed: { en: 'has been completed', es: 'fue completada' },
  closed: { en: 'has been closed', es: 'fue cerrada' },
  cancelled: { en: 'has been cancelled', es: 'fue cancelada' },
  declined: { en: 'was declined by the assignee', es: 'fue declinada por el asignado' },
  reopened: { en: 'has been reopened', es: 'fue reabierta' },
} as const;
export type OrderStep = keyof typeof STEPS;

/** Whose order it is to the reader: the requester reads "your", everyone else "the". */
export type Possessive = 'yours' | 'theirs';

export interface OrderNotices {
  toRequester(tx: Db, order: Row, step: OrderStep, detail?: string): Promise<void>;
  toUser(tx: Db, userId: string, order: Row, step: OrderStep): Promise<void>;
  toVendor(tx: Db, order: Row, vendor: Row, note?: string): Promise<void>;
  toManagers(tx: Db, order: Row, step: OrderStep, reason?: string): Promise<void>;
  /** A message in one of the order's threads, to the order's people but its author. */
  ofMessage(tx: Db, order: Row, message: { id: string; authorId: string; authorName: string; body: string }): Promise<void>;
  /** Refuses a staff assignee who is not an active user of the order's org. */
  assertStaffOf(tx: Db, userId: string, order: Row): Promise<void>;
}

/** The people this service may tell: the user mirror (people's records), never a call to people. */
async function mirroredUsers(tx: Db, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return (await tx
    .select({ id: users.id, parentOrgId: users.parentOrgId, status: users.status, data: users.data })
    .from(users)
    .where(and(eq(users.entity, 'user'), inArray(users.id, ids)))) as Row[];
}

/** A step of an order in each language, worded for its reader. */
export function orderStepText(order: Row, step: OrderStep, whose: Possessive, detail?: string): NoticeText {
  const title = String(order.title);
  const { en, es } = STEPS[step];
  const subject = { en: `Maintenance order "${title}" ${en}`, es: `Orden de mantenimiento "${title}" ${es}` };
  const lead =
    whose === 'yours'
      ? { en: `Your maintenance order "${title}" ${en}.`, es: `Su orden de mantenimiento "${title}" ${es}.` }
      : { en: `The maintenance order "${title}" ${en}.`, es: `La orden de mantenimiento "${title}" ${es}.` };
  const more = detail ? `\n\n${detail}` : '';
  return { title: subject, body: { en: `${lead.en}${more}`, es: `${lead.es}${more}` } };
}

const linkOf = (order: Row) => `/orders/view/${String(order.id)}`;

/**
 * Notices about work orders (ADR 0038), published in the action's transaction and delivered
 * after it commits to each person's inbox and mail: the requester hears of every step
 * (domains.md), the assignee of the assignment, the property's maintenance approvers (else its
 * managers) of a new order, a decline or a reopen, and the order's people of a thread message.
 */
export function orderNotices(): OrderNotices {
  // One notice per step of one version of the order (a step may come back: reassigned, reopened).
  const tell = (tx: Db, order: Row, ids: unknown[], step: OrderStep, text: NoticeText) =>
    noticeUsers(tx, order, ids, {
      text,
      link: linkOf(order),
      source: { entity: 'order', id: String(order.id), event: `${step}@${String(order.version ?? 0)}` },
    });
  return {
    toRequester: async (tx, order, step, detail) => {
      await tell(tx, order, [order.requesterId], step, orderStepText(order, step, 'yours', detail));
    },
    toUser: async (tx, userId, order, step) => {
      await tell(tx, order, [userId], step, orderStepText(order, step, 'theirs'));
    },
    async toVendor(tx, order, vendor, note) {
      const text = orderStepText(order, 'assignedToYou', 'theirs', note);
      // A vendor with an account hears in their inbox too; one without has only their address.
      if (typeof vendor.userId === 'string') await tell(tx, order, [vendor.userId], 'assignedToYou', text);
      else await mailNotice(tx, vendor.email, text, linkOf(order));
    },
    async toManagers(tx, order, step, reason) {
      await tell(tx, order, await managerIds(tx, order.parentOrgId, order.propertyId), step, orderStepText(order, step, 'theirs', reason));
    },
    async ofMessage(tx, order, { id, authorId, authorName, body }) {
      const people = [
        order.requesterId,
        order.vendorUserId,
        order.assignedStaffId,
        ...(await managerIds(tx, order.parentOrgId, order.propertyId)),
      ];
      const title = String(order.title);
      const excerpt = body.length > 500 ? `${body.slice(0, 500)}…` : body;
      const text: NoticeText = {
        title: { en: `New message on "${title}"`, es: `Nuevo mensaje en "${title}"` },
        body: {
          en: `${authorName} wrote on the maintenance order "${title}":\n\n${excerpt}`,
          es: `${authorName} escribió en la orden de mantenimiento "${title}":\n\n${excerpt}`,
        },
      };
      await noticeUsers(
        tx,
        order,
        people.filter((person) => person !== authorId),
        { text, link: linkOf(order), source: { entity: 'threadMessage', id, event: 'created' } },
      );
    },
    async assertStaffOf(tx, userId, order) {
      const [user] = await mirroredUsers(tx, [userId]);
      if (!user || user.status !== 'active' || user.parentOrgId !== order.parentOrgId)
        throw refNotFound('assignedStaffId', { en: 'Staff member', es: 'Miembro del personal' }, 'parentOrg');
      const data = user.data as Row;
      if (data.userTypeId === SEED_USER_TYPES.resident || data.userTypeId === SEED_USER_TYPES.vendor)
        throw PorticoError.validation([fieldError('assignedStaffId', msg('order.notStaff', { email: String(data.email) }))]);
    },
  };
}
