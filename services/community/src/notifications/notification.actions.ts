import { PorticoError, msg, fieldError } from '@portico/contracts';
import { isPlatformPrincipal, type ActionHandlers, type Db, type Principal } from '@portico/platform';
import { resolveAudience } from './audience';
import { queueNoticeMail } from './deliver-notice';
import { cancelScheduledSend, scheduleFanout, scheduledSendKey } from './notification-jobs';

type Row = Record<string, unknown>;

export const NO_RECIPIENTS = msg('notification.noRecipients');
export const NO_MESSAGE = msg('notification.noMessage');

const senderProperties = (p: Principal) => (isPlatformPrincipal(p) ? [] : p.propertyIds);

/** What must hold before anything is sent: a message, and at least one person to reach. */
async function assertSendable(tx: Db, principal: Principal, record: Row): Promise<number> {
  if (typeof record.description !== 'string' || !record.description.trim())
    throw PorticoError.validation([fieldError('description', NO_MESSAGE)]);
  if (record.channelConsole === false && record.channelMail === false)
    throw PorticoError.validation([fieldError('channelConsole', msg('notification.chooseChannel'))]);
  const recipients = await resolveAudience(tx, record, senderProperties(principal));
  if (recipients.length === 0) throw PorticoError.validation([fieldError('audienceUserIds', NO_RECIPIENTS)]);
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
    if (!(at.getTime() > Date.now())) throw PorticoError.validation([fieldError('scheduledAt', msg('notification.futureTime'))]);
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
    if (record.recipientUserId !== principal.userId) throw new PorticoError('CONFLICT', msg('notification.onlyRecipientReads'));
    return { readAt: new Date().toISOString() };
  },
  async resend({ tx, record }) {
    if (!record.email) throw new PorticoError('CONFLICT', msg('notification.noEmailToResend'));
    await queueNoticeMail(tx, record);
    return { errorMessage: null };
  },
};
