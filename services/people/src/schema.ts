import {
  auditEntry,
  supportRequest,
  group,
  invite,
  joinRequest,
  moduleEntity,
  parentOrg,
  parkingStall,
  permissionEntity,
  pet,
  property,
  unit,
  unitUser,
  user,
  userType,
  vehicle,
} from '@portico/contracts';
import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { domainSchema, platformTables, tableFor } from '@portico/platform';

/** The people service's tables, all derived from the entity catalogue; drizzle-kit reads this. */
export const peopleSchema = domainSchema('people');
export const modules = tableFor(moduleEntity);
export const permissions = tableFor(permissionEntity);
export const userTypes = tableFor(userType);
export const users = tableFor(user);
export const invites = tableFor(invite);
export const joinRequests = tableFor(joinRequest);
export const groups = tableFor(group);
export const auditLog = tableFor(auditEntry);
export const supportRequests = tableFor(supportRequest);
export const parentOrgs = tableFor(parentOrg);
export const properties = tableFor(property);
export const units = tableFor(unit);
export const unitUsers = tableFor(unitUser);
export const pets = tableFor(pet);
export const parkingStalls = tableFor(parkingStall);
export const vehicles = tableFor(vehicle);
export const { outbox, effects, inbox, importJobs, importRows, scheduledJobs, mirrorRecords, attachments } = platformTables('people');

/**
 * Pending email changes (ADR 0015): the new address applies only once its owner opens the
 * single-use link mailed to it; only the link's hash is kept, and it expires.
 */
export const emailChanges = peopleSchema.table('email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique('email_changes_token_hash_key'),
  requestedBy: text('requested_by').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * One person, several organizations (ADR 0042): a user record in a second organization whose
 * address already signs in elsewhere is a membership of that account, usable once the person
 * confirms it through the single-use link mailed to them (only its hash is kept).
 */
export const memberships = peopleSchema.table('memberships', {
  userId: uuid('user_id').primaryKey(),
  accountId: uuid('account_id').notNull(),
  tokenHash: text('token_hash').notNull().unique('memberships_token_hash_key'),
  addedBy: text('added_by').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('memberships_account_idx').on(t.accountId)]);

/** The organization an account works in now: the user record (its own or a confirmed membership) access resolves to. */
export const currentMemberships = peopleSchema.table('current_memberships', {
  accountId: uuid('account_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
