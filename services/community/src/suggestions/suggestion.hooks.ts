import { sql } from 'drizzle-orm';
import { PorticoError, todayIso } from '@portico/contracts';
import type { Db, ResourceHooks } from '@portico/platform';
import { isResident } from '../shared/record-writes';
import { suggestionNumbers } from './suggestions.schema';

/** Takes the org's next suggestion number (see suggestionNumbers). */
export async function nextSuggestionNumber(tx: Db, parentOrgId: string): Promise<number> {
  const [row] = (await tx
    .insert(suggestionNumbers)
    .values({ parentOrgId, lastNumber: 1 })
    .onConflictDoUpdate({ target: suggestionNumbers.parentOrgId, set: { lastNumber: sql`${suggestionNumbers.lastNumber} + 1` } })
    .returning({ n: suggestionNumbers.lastNumber })) as { n: number }[];
  return row!.n;
}

/**
 * A resident suggests for their own unit and as themself; staff record one for a resident and
 * must name both (the spec's "The Unit field is required", "The User field is required").
 */
export const suggestionHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    if (isResident(principal)) {
      values.userId = principal.userId;
      values.unitId ??= principal.unitIds[0];
    }
    const errors = [
      ...(values.unitId ? [] : [{ path: 'unitId', message: 'The Unit field is required' }]),
      ...(values.userId ? [] : [{ path: 'userId', message: 'The User field is required' }]),
    ];
    if (errors.length) throw PorticoError.validation(errors);
    values.state = 'open';
    values.createdDate = todayIso();
    values.number = await nextSuggestionNumber(tx, String(values.parentOrgId));
  },
};
