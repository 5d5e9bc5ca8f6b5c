import { PorticoError } from '@portico/contracts';
import { isPlatformPrincipal, type ActionHandlers, type Db, type Principal } from '@portico/platform';
import { resolveAudience } from './audience';
import { queueNoticeMail } from './deliver-notice';
import { cancelScheduledSend, scheduleFanout, scheduledSendKey } from './notification-jobs';

type Row = Record<string, unknown>;

export const NO_RECIPIENTS = 'This notification has no recipients: choose users or groups.';
export const NO_MESSAGE = 'Write the message before sending it.';

const senderProperties = (p: Principal) => (isPlatformPrincipal(p) ? [] : p.propertyIds);

/** What must hold before anything is sent: a message, and at least one person to reach. */
async function assertSendable(tx: Db, principal: Principal, record: Row): Promise<number> {
  if (typeof record.description !== 'string' || !record.description.trim())
    throw PorticoError.validation([{ path: 'description', message: NO_MESSAGE }]);
  if (record.channelConsole === false && record.channelMail === false)
    throw PorticoError.validation([{ path: 'channelConsole', message: 'Choose at least one channel: console or email.' }]);
  const recipients = await resolveAudience(tx, record, senderProperties(principal));
  if (recipients.length === 0) throw PorticoError.validation([{ path: 'audienceUserIds', message: NO_RECIPIENTS }]);
  return recipients.length;
}

/**
 * Sending answers at once: the request only checks, counts and queues the first fan-out batch
 * (run by the scheduler right after commit); the deliveries follow in batches.
 */
export const notificationActions: ActionHandlers = {
  async send({ tx, principal, record }) {
    const recipientCount = await assertSendable(tx, principal, record);
    await cancelScheduledSend(tx, String(record.id));
    await scheduleFanout(tx, {
      notificationId: String(record.id),
      senderId: principal.userId,
      senderPropertyIds: senderProperties(principal),
    });
    return { recipientCount };
  },
  async schedule({ tx, principal, record, input }) {
    const at = new Date(String(input.scheduledAt));
    if (!(at.getTime() > Date.now())) throw PorticoError.validation([{ path: 'scheduledAt', message: 'Choose a time in the future' }]);
    const recipientCount = await assertSendable(tx, principal, record);
    await scheduleFanout(
      tx,
      { notificationId: String(record.id), senderId: principal.userId, senderPropertyIds: senderProperties(principal) },
      at,
      scheduledSendKey(String(record.id)),
    );
    return { scheduledAt: at.toISOString(), recipientCount };
  },
  async unschedule({ tx, record }) {
    await cancelScheduledSend(tx, String(record.id));
  },
};

/** A recipient marks only their own deliveries read; a refused mail is retried on request. */
export const deliveryActions: ActionHandlers = {
  async markRead({ principal, record }) {
    // A rule of the record, not of access (the caller may see it): a conflict, like a wrong state.
    if (record.recipientUserId !== principal.userId) throw new PorticoError('CONFLICT', 'Only its recipient can mark a notification read.');
    return { readAt: new Date().toISOString() };
  },
  async resend({ tx, record }) {
    if (!record.email) throw new PorticoError('CONFLICT', 'This notification has no email address to resend to.');
    await queueNoticeMail(tx, record);
    return { errorMessage: null };
  },
};
