import { randomUUID } from 'node:crypto';
import { PorticoError, msg, fieldError } from '@portico/contracts';
import type { ResourceHooks } from '@portico/platform';
import { unitUserIds } from '../notifications/audience';
import { notifyRecipient, parcelNotice } from './parcel-notices';

/** The spec's message when a parcel's unit has nobody to hand it to. */
export const NO_UNIT_USER = msg('reservation.noUserOnUnit');

/**
 * Intake: the recipient is one of the unit's user accounts (the first one when none is chosen;
 * refused when the unit has none), and is told at once — the parcel is created NOTIFIED, its
 * notice in the same transaction.
 */
export const parcelHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    const users = await unitUserIds(tx, String(values.unitId));
    if (users.length === 0) throw PorticoError.validation([fieldError('unitId', NO_UNIT_USER)]);
    if (values.recipientUserId == null) values.recipientUserId = users[0];
    else if (!users.includes(String(values.recipientUserId)))
      throw PorticoError.validation([fieldError('recipientUserId', msg('parcel.recipientNotOnUnit'))]);
    values.id ??= randomUUID();
    values.contactType ??= 'email';
    values.numberOfParcels ??= 1;
    values.reminderCount = 0;
    values.state = 'received';
    const sent = await notifyRecipient(tx, values, principal.userId, parcelNotice(values, 'arrived'));
    if (sent > 0) {
      values.state = 'notified';
      values.notifiedAt = new Date().toISOString();
    }
  },
  async beforeUpdate({ tx, changes, current }) {
    if (changes.recipientUserId === undefined || changes.recipientUserId === current.recipientUserId) return;
    const users = await unitUserIds(tx, String(current.unitId));
    if (changes.recipientUserId === null || !users.includes(String(changes.recipientUserId)))
      throw PorticoError.validation([fieldError('recipientUserId', msg('parcel.recipientNotOnUnit'))]);
  },
};
