import { publicUrl, type MailMessage } from '@portico/platform';
import { html } from '../onboarding/onboarding-mail';

/**
 * The single-use link that makes a membership in another organization usable (ADR 0042). The
 * person already signs in with this address; nothing changes for them until they confirm.
 */
export function membershipConfirmMail(
  to: string,
  token: string,
  details: { addedBy: string; org: string | null; role: string; expiresAt: string },
): MailMessage {
  const link = `${publicUrl()}/confirm-membership?token=${encodeURIComponent(token)}`;
  const where = details.org ?? 'another organization';
  const lines = [
    `${details.addedBy} added you to ${where} on Portico as ${details.role}.`,
    'You keep your sign-in and password. Once you confirm, you can switch between your organizations from the user menu.',
    `The link works once and expires on ${new Date(details.expiresAt).toUTCString()}. If you did not expect this, ignore this email: nothing changes.`,
  ];
  return {
    to,
    subject: `Confirm that you work with ${where} on Portico`,
    text: `${lines.join('\n\n')}\n\nConfirm: ${link}\n`,
    html: html(`Join ${where}`, lines, { label: 'Confirm membership', href: link }),
  };
}
