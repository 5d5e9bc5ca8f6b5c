import { sql } from 'drizzle-orm';
import { todayIso } from '@portico/contracts';
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

/** A resident suggests as themself (their unit is held to their scope by the reference check). */
export const suggestionHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    if (isResident(principal)) values.userId = principal.userId;
    values.state = 'open';
    values.createdDate = todayIso();
    values.number = await nextSuggestionNumber(tx, String(values.parentOrgId));
  },
};
