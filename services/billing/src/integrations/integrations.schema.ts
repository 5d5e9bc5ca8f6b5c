import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountingSync, integrationSettings } from '@portico/contracts';
import { domainSchema, tableFor } from '@portico/platform';

export const integrationSettingsTable = tableFor(integrationSettings);
export const accountingSyncs = tableFor(accountingSync);

const billing = domainSchema('billing');

/**
 * One accounting-software connection per organization, keyed by it: connecting another
 * organization's company writes another row and never touches this one. Tokens are sealed.
 */
export const quickbooksConnections = billing.table('quickbooks_connections', {
  parentOrgId: uuid('parent_org_id').primaryKey(),
  realmId: text('realm_id').notNull(),
  companyName: text('company_name'),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true, mode: 'string' }),
  connectedBy: uuid('connected_by').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .default(sql`now()`),
});

/**
 * An OAuth `state` handed out by the authorize step: only its hash is kept, bound to the
 * organization and the user who asked, used once, and short-lived.
 */
export const quickbooksOauthStates = billing.table('quickbooks_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  parentOrgId: uuid('parent_org_id').notNull(),
  userId: uuid('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
});
