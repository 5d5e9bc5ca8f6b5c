import type { MailMessage } from '@portico/platform';
export declare function inviteMail(to: string, token: string, details: {
    inviter: string;
    role: string;
    org: string | null;
    message?: string | null;
    expiresAt: string;
}): MailMessage;
export declare function joinRequestReceivedMail(to: string, name: string): MailMessage;
export declare function joinRequestPendingMail(to: string, requester: string): MailMessage;
export declare function joinRequestDecidedMail(to: string, accepted: boolean, reason: string | null): MailMessage;
/** Someone asked to join with an address that already has an account: its owner is told, the requester learns nothing. */
export declare function registrationAttemptMail(to: string): MailMessage;
/** An invitation to an address that already has an account elsewhere: the owner is told, the inviter learns nothing. */
export declare function invitedExistingAccountMail(to: string, details: {
    inviter: string;
    org: string | null;
}): MailMessage;
/** The single-use link that makes a requested email change take effect. */
export declare function emailChangeConfirmMail(to: string, token: string, expiresAt: string): MailMessage;
/** Tells the current address that a change to another one was requested. */
export declare function emailChangeNoticeMail(to: string, newEmail: string): MailMessage;
