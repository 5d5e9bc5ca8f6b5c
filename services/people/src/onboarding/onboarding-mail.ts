// The mails' texts: only the processes that render mails load them (ADR 0077).
import '@portico/contracts/mail-messages';
import escapeHtml from 'escape-html';
import { formatDateTime, t, type MessageLanguage } from '@portico/contracts';
import { publicUrl, type MailMessage } from '@portico/platform';

/**
 * Mails of the onboarding flows: text and HTML (every value escaped), links built on the public
 * URL, worded in the recipient's language from the message catalogue (ADR 0077): their stored
 * language when they have an account, else English.
 */
export function html(title: string, lines: string[], action?: { label: string; href: string }, language: MessageLanguage = 'en'): string {
  const href = action && escapeHtml(action.href);
  const button = action
    ? `<p><a href="${href}" style="background:#314671;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="color:#6e6b7b;font-size:12px">${escapeHtml(t('mail.orOpen', { link: action.href }, language))}</p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;max-width:560px"><h2 style="color:#314671">${escapeHtml(title)}</h2>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${button}</div>`;
}

/** When a link expires, as the reader reads dates (the display module; mails are read anywhere: UTC). */
export function expiryText(expiresAt: string, language: MessageLanguage): string {
  return `${formatDateTime(expiresAt, language, { timeZone: 'UTC' })} UTC`;
}

export function inviteMail(
  to: string,
  token: string,
  details: { inviter: string; role: string; org: string | null; message?: string | null; expiresAt: string },
  language: MessageLanguage = 'en',
): MailMessage {
  const link = `${publicUrl()}/register?invite=${encodeURIComponent(token)}`;
  const { inviter, role, org } = details;
  const lines = [
    org ? t('mail.invite.bodyAt', { inviter, org, role }, language) : t('mail.invite.body', { inviter, role }, language),
    ...(details.message ? [`“${details.message}”`] : []),
    t('mail.linkOnce', { expires: expiryText(details.expiresAt, language) }, language),
  ];
  return {
    to,
    subject: org ? t('mail.invite.subjectAt', { org }, language) : t('mail.invite.subject', {}, language),
    text: `${lines.join('\n\n')}\n\n${t('mail.invite.acceptText', { link }, language)}\n`,
    html: html(t('mail.invite.title', {}, language), lines, { label: t('mail.invite.accept', {}, language), href: link }, language),
  };
}

export function joinRequestReceivedMail(to: string, name: string, language: MessageLanguage = 'en'): MailMessage {
  const lines = [t('mail.joinReceived.hello', { name }, language), t('mail.joinReceived.body', {}, language)];
  return {
    to,
    subject: t('mail.joinReceived.subject', {}, language),
    text: lines.join('\n\n'),
    html: html(t('mail.joinReceived.title', {}, language), lines, undefined, language),
  };
}

export function joinRequestPendingMail(to: string, requester: string, language: MessageLanguage = 'en'): MailMessage {
  const link = `${publicUrl()}/join-requests/list`;
  const lines = [t('mail.joinPending.body', { requester }, language)];
  return {
    to,
    subject: t('mail.joinPending.subject', {}, language),
    text: `${lines[0]}\n\n${link}`,
    html: html(
      t('mail.joinPending.title', {}, language),
      lines,
      { label: t('mail.joinPending.review', {}, language), href: link },
      language,
    ),
  };
}

export function joinRequestDecidedMail(
  to: string,
  accepted: boolean,
  reason: string | null,
  language: MessageLanguage = 'en',
): MailMessage {
  const link = `${publicUrl()}/login`;
  const lines = accepted
    ? [t('mail.joinApproved.body', {}, language)]
    : [t('mail.joinDeclined.body', {}, language), ...(reason ? [t('mail.reason', { reason }, language)] : [])];
  return {
    to,
    subject: t(accepted ? 'mail.joinApproved.subject' : 'mail.joinDeclined.subject', {}, language),
    text: `${lines.join('\n\n')}${accepted ? `\n\n${link}` : ''}`,
    html: html(
      t(accepted ? 'mail.joinApproved.title' : 'mail.joinDeclined.title', {}, language),
      lines,
      accepted ? { label: t('mail.signIn', {}, language), href: link } : undefined,
      language,
    ),
  };
}

/** Someone asked to join with an address that already has an account: its owner is told, the requester learns nothing. */
export function registrationAttemptMail(to: string, language: MessageLanguage = 'en'): MailMessage {
  const link = `${publicUrl()}/login`;
  const lines = [t('mail.registrationAttempt.body', {}, language), t('mail.registrationAttempt.ifYou', {}, language)];
  return {
    to,
    subject: t('mail.registrationAttempt.subject', {}, language),
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: html(t('mail.registrationAttempt.title', {}, language), lines, { label: t('mail.signIn', {}, language), href: link }, language),
  };
}

/** An invitation to an address that already has an account elsewhere: the owner is told, the inviter learns nothing. */
export function invitedExistingAccountMail(
  to: string,
  details: { inviter: string; org: string | null },
  language: MessageLanguage = 'en',
): MailMessage {
  const { inviter, org } = details;
  const lines = [
    org ? t('mail.invitedExisting.bodyTo', { inviter, org }, language) : t('mail.invitedExisting.body', { inviter }, language),
    t('mail.invitedExisting.ifExpected', {}, language),
  ];
  return {
    to,
    subject: org ? t('mail.invitedExisting.subjectTo', { org }, language) : t('mail.invitedExisting.subject', {}, language),
    text: lines.join('\n\n'),
    html: html(t('mail.invitedExisting.title', {}, language), lines, undefined, language),
  };
}

/** The single-use link that makes a requested email change take effect. */
export function emailChangeConfirmMail(to: string, token: string, expiresAt: string, language: MessageLanguage = 'en'): MailMessage {
  const link = `${publicUrl()}/confirm-email?token=${encodeURIComponent(token)}`;
  const lines = [
    t('mail.emailConfirm.body', {}, language),
    t('mail.emailConfirm.once', { expires: expiryText(expiresAt, language) }, language),
    t('mail.ignoreNothingChanges', {}, language),
  ];
  return {
    to,
    subject: t('mail.emailConfirm.subject', {}, language),
    text: `${lines.join('\n\n')}\n\n${t('mail.confirmText', { link }, language)}\n`,
    html: html(
      t('mail.emailConfirm.title', {}, language),
      lines,
      { label: t('mail.emailConfirm.button', {}, language), href: link },
      language,
    ),
  };
}

/** Tells the current address that a change to another one was requested. */
export function emailChangeNoticeMail(to: string, newEmail: string, language: MessageLanguage = 'en'): MailMessage {
  const lines = [t('mail.emailNotice.body', { email: newEmail }, language), t('mail.emailNotice.effect', {}, language)];
  return {
    to,
    subject: t('mail.emailNotice.subject', {}, language),
    text: lines.join('\n\n'),
    html: html(t('mail.emailNotice.title', {}, language), lines, undefined, language),
  };
}
