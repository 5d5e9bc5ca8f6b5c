import { PorticoError, msg, fieldError } from '@portico/contracts';
import type { ActionHandlers, Db } from '@portico/platform';
import { notifyRecipient, parcelNotice, signatureOf } from './parcel-notices';

type Row = Record<string, unknown>;

/**
 * The next reminder of a parcel: the recipient is told again and the count moves on. Undefined
 * when nobody was reached (the recipient's account is not, or not yet, known to community), so
 * a reminder is never counted that was not delivered.
 */
export async function remindRecipient(tx: Db, record: Row, actorId: string, now = new Date()): Promise<Row | undefined> {
  const reminder = Number(record.reminderCount ?? 0) + 1;
  const reached = await notifyRecipient(tx, record, actorId, parcelNotice(record, 'reminder', { reminder }));
  if (reached === 0) return undefined;
  return { reminderCount: reminder, lastRemindedAt: now.toISOString() };
}

/** Parcel hand-over rules; the runner has checked the slug, the scope and the from-state. */
export const parcelActions: ActionHandlers = {
  async signOut({ tx, principal, record, input }) {
    const signature = await signatureOf(tx, String(record.id), String(input.signatureAttachmentId));
    if (!signature) throw PorticoError.validation([fieldError('signatureAttachmentId', msg('parcel.signatureMissing'))]);
    const state = input.pickupType === 'delivered-to-unit' ? 'delivered-to-unit' : 'picked-up';
    const changes = {
      state,
      pickupType: input.pickupType,
      pickedUpBy: input.pickedUpBy,
      signatureAttachmentId: String(input.signatureAttachmentId),
      closedAt: new Date().toISOString(),
    };
    await notifyRecipient(tx, { ...record, ...changes }, principal.userId, parcelNotice({ ...record, ...changes }, 'closed'));
    return changes;
  },
  async deliver({ tx, principal, record }) {
    const changes = { pickupType: 'delivered-to-unit', closedAt: new Date().toISOString() };
    const after = { ...record, ...changes, state: 'delivered-to-unit' };
    await notifyRecipient(tx, after, principal.userId, parcelNotice(after, 'closed'));
    return changes;
  },
  async returnToSender({ tx, principal, record, reason }) {
    const changes = { closedAt: new Date().toISOString() };
    const after = { ...record, ...changes, state: 'returned' };
    await notifyRecipient(tx, after, principal.userId, parcelNotice(after, 'closed', reason ? { reason } : {}));
    return changes;
  },
  async remind({ tx, principal, record }) {
    const changes = await remindRecipient(tx, record, principal.userId);
    if (!changes) throw new PorticoError('CONFLICT', msg('parcel.recipientInactive'));
    return changes;
  },
};
