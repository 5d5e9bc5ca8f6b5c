import escapeHtml from 'escape-html';
import { publicUrl, type MailMessage } from '@portico/platform';

/** Mails of the onboarding flows: text and HTML (every value escaped), links built on the public URL. */
export function html(title: string, lines: string[], action?: { label: string; href: string }): string {
  const href = action && escapeHtml(action.href);
  const button = action
    ? `<p><a href="${href}" style="background:#314671;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="color:#6e6b7b;font-size:12px">Or open ${href}</p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;max-width:560px"><h2 style="color:#314671">${escapeHtml(title)}</h2>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${button}</div>`;
}

export function inviteMail(
  to: string,
  token: string,
  details: { inviter: string; role: string; org: string | null; message?: string | null; expiresAt: string },
): MailMessage {
  const link = `${publicUrl()}/register?invite=${encodeURIComponent(token)}`;
  const where = details.org ? ` at ${details.org}` : '';
  const lines = [
    `${details.inviter} invited you to Portico${where} as ${details.role}.`,
    ...(details.message ? [`“${details.message}”`] : []),
    `The link works once and expires on ${new Date(details.expiresAt).toUTCString()}.`,
  ];
  return {
    to,
    subject: `You're invited to Portico${where}`,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${link}\n`,
    html: html('You are invited to Portico', lines, { label: 'Accept invitation', href: link }),
  };
}

export function joinRequestReceivedMail(to: string, name: string): MailMessage {
  const lines = [`Hello ${name},`, 'We received your request to join Portico. You will get an email as soon as it has been reviewed.'];
  return {
    to,
    subject: 'Your Portico join request was received',
    text: lines.join('\n\n'),
    html: html('Request received', lines),
  };
}

export function joinRequestPendingMail(to: string, requester: string): MailMessage {
  const link = `${publicUrl()}/join-requests/list`;
  const lines = [`${requester} asked to join. Please review the request.`];
  return {
    to,
    subject: 'A join request is waiting for your approval',
    text: `${lines[0]}\n\n${link}`,
    html: html('Join request waiting', lines, { label: 'Review requests', href: link }),
  };
}

export function joinRequestDecidedMail(to: string, accepted: boolean, reason: string | null): MailMessage {
  const link = `${publicUrl()}/login`;
  const lines = accepted
    ? ['Your request to join Portico was approved. You can sign in with the email and password you chose.']
    : ['Your request to join Portico was declined.', ...(reason ? [`Reason: ${reason}`] : [])];
  return {
    to,
    subject: accepted ? 'Your Portico join request was approved' : 'Your Portico join request was declined',
    text: `${lines.join('\n\n')}${accepted ? `\n\n${link}` : ''}`,
    html: html(accepted ? 'Welcome to Portico' : 'Request declined', lines, accepted ? { label: 'Sign in', href: link } : undefined),
  };
}

/** Someone asked to join with an address that already has an account: its owner is told, the requester learns nothing. */
export function registrationAttemptMail(to: string): MailMessage {
  const link = `${publicUrl()}/login`;
  const lines = [
    'Someone tried to register for Portico with your email address, which already has an account.',
    'If it was you, sign in instead (or reset your password). If it was not, you can ignore this email.',
  ];
  return {
    to,
    subject: 'Someone tried to register with your address',
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: html('Registration attempt', lines, { label: 'Sign in', href: link }),
  };
}

/** An invitation to an address that already has an account elsewhere: the owner is told, the inviter learns nothing. */
export function invitedExistingAccountMail(to: string, details: { inviter: string; org: string | null }): MailMessage {
  const where = details.org ? ` to ${details.org}` : '';
  const lines = [
    `${details.inviter} tried to invite you${where} on Portico, but your address already has an account.`,
    'If you expected this, ask them to add you to their organization through an administrator. Otherwise you can ignore this email.',
  ];
  return {
    to,
    subject: `An invitation to Portico${where}`,
    text: lines.join('\n\n'),
    html: html('Invitation to an existing account', lines),
  };
}

/** The single-use link that makes a requested email change take effect. */
export function emailChangeConfirmMail(to: string, token: string, expiresAt: string): MailMessage {
  const link = `${publicUrl()}/confirm-email?token=${encodeURIComponent(token)}`;
  const lines = [
    'An administrator asked to make this address the sign-in email of a Portico account.',
    `It changes only once you confirm. The link works once and expires on ${new Date(expiresAt).toUTCString()}.`,
    'If you did not expect this, ignore this email: nothing changes.',
  ];
  return {
    to,
    subject: 'Confirm your new Portico email',
    text: `${lines.join('\n\n')}\n\nConfirm: ${link}\n`,
    html: html('Confirm your new email', lines, { label: 'Confirm email', href: link }),
  };
}

/** Tells the current address that a change to another one was requested. */
export function emailChangeNoticeMail(to: string, newEmail: string): MailMessage {
  const lines = [
    `A change of your Portico sign-in email to ${newEmail} was requested.`,
    'It takes effect only when the new address confirms it. If this is unexpected, contact your administrator.',
  ];
  return {
    to,
    subject: 'Your Portico email change was requested',
    text: lines.join('\n\n'),
    html: html('Email change requested', lines),
  };
}
