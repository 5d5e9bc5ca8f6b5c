// The mails' texts: only the processes that render mails load them (ADR 0077).
import '@portico/contracts/mail-messages';
import { t, type MessageLanguage } from '@portico/contracts';
import { publicUrl, type MailMessage } from '@portico/platform';
import { expiryText, html } from '../onboarding/onboarding-mail';

/**
 * The single-use link that makes a membership in another organization usable (ADR 0042). The
 * person already signs in with this address; nothing changes for them until they confirm. In
 * their stored language (ADR 0077).
 */
export function membershipConfirmMail(
  to: string,
  token: string,
  details: { addedBy: string; org: string | null; role: string; expiresAt: string },
  language: MessageLanguage = 'en',
): MailMessage {
  const link = `${publicUrl()}/confirm-membership?token=${encodeURIComponent(token)}`;
  const org = details.org ?? t('mail.membership.anotherOrg', {}, language);
  const lines = [
    t('mail.membership.body', { addedBy: details.addedBy, org, role: details.role }, language),
    t('mail.membership.keep', {}, language),
    t('mail.membership.once', { expires: expiryText(details.expiresAt, language) }, language),
  ];
  return {
    to,
    subject: t('mail.membership.subject', { org }, language),
    text: `${lines.join('\n\n')}\n\n${t('mail.confirmText', { link }, language)}\n`,
    html: html(
      t('mail.membership.title', { org }, language),
      lines,
      { label: t('mail.membership.button', {}, language), href: link },
      language,
    ),
  };
}
