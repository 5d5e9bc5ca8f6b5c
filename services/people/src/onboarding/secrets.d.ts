import type { Principal } from '@portico/platform';
/** A link secret: 256 random bits; only its hash is stored, so a database leak yields no links. */
export declare function newLinkToken(): {
    token: string;
    hash: string;
};
export declare function hashToken(token: string): string;
/** Spec, part 5: the password and its confirmation must match. */
export declare function checkNewPassword(password: unknown, confirmPassword: unknown): string;
/**
 * Acts for the service itself when a public flow writes (an accepted invitation creates the
 * user the inviter asked for). It carries the inviter's id for the audit columns.
 */
export declare function actingFor(userId: string): Principal;
