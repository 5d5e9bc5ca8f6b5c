import { type ResourceHooks } from '@portico/platform';
export declare const INVITE_LIFETIME_DAYS = 7;
/**
 * Creating an invitation: the inviter may grant the role, and the mail is queued in the
 * transaction and sent after it commits (ADR 0015). An address that already has an account is
 * reported only when that account is in the inviter's own scope; otherwise the answer is the
 * same as for a new address and the owner of the address is told by mail instead.
 */
export declare function inviteRules(): ResourceHooks;
