import nodemailer, { type Transporter } from 'nodemailer';
import { PorticoError, msg } from '@portico/contracts';
import { EFFECT_CONCURRENCY } from '../events/after-commit-effects';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable across retries (derived from the effect id), so a resent mail is recognisably the same. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends the open SMTP sessions (QUIT); a later send opens new ones. */
  close(): Promise<void>;
}

/**
 * Sends mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail:587). The embedded default
 * points it at the local mail sink. Without SMTP_URL, sending is refused loudly rather than
 * pretending: an invitation that was never delivered must not look sent.
 */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Mailer {
  const from = env.MAIL_FROM ?? 'Portico <no-reply@portico.local>';
  let transport: Transporter | undefined;
  return {
    async send(message) {
      if (!env.SMTP_URL) throw new PorticoError('SERVICE_UNAVAILABLE', msg('error.mailNotConfigured'));
      // Every wait has a deadline: a mail server that stops answering fails the send (retried
      // later) instead of holding the effect for nodemailer's default ten minutes.
      // Pooled: connections stay open and carry message after message (the runner sends a batch
      // side by side), instead of a TCP and SMTP handshake per mail.
      transport ??= nodemailer.createTransport({
        url: env.SMTP_URL,
        pool: true,
        maxConnections: EFFECT_CONCURRENCY,
        maxMessages: Infinity,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      });
      try {
        await transport.sendMail({ from, ...message });
      } catch {
        throw new PorticoError('SERVICE_UNAVAILABLE', msg('error.mailNotSent'));
      }
    },
    async close() {
      // Idle pooled sessions otherwise stay open until the socket timeout, and a mail server
      // shutting down (or a graceful stop of ours) waits for them.
      const open = transport;
      transport = undefined;
      open?.close();
    },
  };
}
