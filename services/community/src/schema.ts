import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bulletinType } from '@portico/contracts';
import { domainSchema, platformTables, tableFor } from '@portico/platform';

export const communitySchema = domainSchema('community');
export const bulletinTypes = tableFor(bulletinType);
export const { outbox, effects, inbox, importJobs, importRows, scheduledJobs, mirrorRecords, attachments } = platformTables('community');

/**
 * Community's own copy of the properties it serves (amenities, bulletins and parcels hang off
 * a property), kept current from people.property.* events rather than by calling people.
 */
export const propertyDirectory = communitySchema.table('property_directory', {
  id: uuid('id').primaryKey(),
  parentOrgId: uuid('parent_org_id').notNull(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  /** The people record's version, so an older event never overwrites a newer one. */
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export * from './bulletins/bulletins.schema';
export * from './suggestions/suggestions.schema';
export * from './lost-found/lost-found.schema';
export * from './covenants/covenants.schema';
export * from './reservations/reservations.schema';
export * from './notifications/notifications.schema';
export * from './parcels/parcels.schema';
export * from './chat/chat.schema';
export * from './files/files.schema';
