import { createHash, randomBytes } from 'node:crypto';
import { PorticoError, msg, fieldError } from '@portico/contracts';
import type { Principal } from '@portico/platform';

/** A link secret: 256 random bits; only its hash is stored, so a database leak yields no links. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Spec, part 5: the password and its confirmation must match. */
export function checkNewPassword(password: unknown, confirmPassword: unknown): string {
  if (typeof password !== 'string' || password.length < 8) {
    throw PorticoError.validation([fieldError('password', msg('password.tooShort', { count: 8 }))]);
  }
  if (password.length > 200) throw PorticoError.validation([fieldError('password', msg('password.tooLong', { count: 200 }))]);
  if (password !== confirmPassword) throw PorticoError.validation([fieldError('confirmPassword', msg('password.mismatch'))]);
  return password;
}

/**
 * Acts for the service itself when a public flow writes (an accepted invitation creates the
 * user the inviter asked for). It carries the inviter's id for the audit columns.
 */
export function actingFor(userId: string): Principal {
  return { userId, roles: ['administrator'], orgId: null, propertyIds: [], unitIds: [], vendorId: null, permissions: new Set() };
}
