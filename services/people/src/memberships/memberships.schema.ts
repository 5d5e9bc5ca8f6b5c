import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { domainSchema } from '@portico/platform';

/**
 * One person, several organizations (ADR 0042): a user record in a second organization whose
 * address already signs in elsewhere is a membership of that account, usable once the person
 * confirms it through the single-use link mailed to them (only its hash is kept).
 */
export const memberships = domainSchema('people').table(
  'memberships',
  {
    userId: uuid('user_id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('memberships_token_hash_key'),
    addedBy: text('added_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('memberships_account_idx').on(t.accountId)],
);

/** The organization an account works in now: the user record (its own or a confirmed membership) access resolves to. */
export const currentMemberships = domainSchema('people').table('current_memberships', {
  accountId: uuid('account_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
