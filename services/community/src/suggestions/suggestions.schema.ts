import { integer, uuid } from 'drizzle-orm/pg-core';
import { suggestion, suggestionCategory } from '@portico/contracts';
import { domainSchema, tableFor } from '@portico/platform';

export const suggestionCategories = tableFor(suggestionCategory);
export const suggestions = tableFor(suggestion);

/**
 * The last suggestion number given in each parent org. Taking a number is an upsert of this
 * row inside the suggestion's own transaction: concurrent creates queue on the row lock, so
 * numbers run 1, 2, 3… per org without gaps from races, and a rolled-back create returns its number.
 */
export const suggestionNumbers = domainSchema('community').table('suggestion_numbers', {
  parentOrgId: uuid('parent_org_id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
