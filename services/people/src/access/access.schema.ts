import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { moduleEntity, permissionEntity, user, userType } from '@portico/contracts';
import { domainSchema, tableFor } from '@portico/platform';

export const modules = tableFor(moduleEntity);
export const permissions = tableFor(permissionEntity);
export const userTypes = tableFor(userType);
export const users = tableFor(user);

/**
 * Pending email changes (ADR 0015): the new address applies only once its owner opens the
 * single-use link mailed to it; only the link's hash is kept, and it expires.
 */
export const emailChanges = domainSchema('people').table('email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique('email_changes_token_hash_key'),
  requestedBy: text('requested_by').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
