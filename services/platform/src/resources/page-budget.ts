import { REPLY_BUDGET_BYTES } from '@portico/contracts';

/** Room kept for what surrounds the items in a reply: cursor, totals, transport envelope. */
const PAGE_ENVELOPE_BYTES = 8 * 1024;

/**
 * How many leading `items` fit in one reply, measured as the JSON the transport will send
 * (escapes included: a quote or a control character costs more than one byte). At least one
 * is kept so a list always moves forward; a single item over budget is left to the
 * transport's guard, which answers REPLY_TOO_LARGE.
 */
export function itemsWithinBudget(items: readonly unknown[], budget = REPLY_BUDGET_BYTES - PAGE_ENVELOPE_BYTES): number {
  let used = 0;
  for (let i = 0; i < items.length; i += 1) {
    used += Buffer.byteLength(JSON.stringify(items[i]) ?? 'null') + 1; // + the comma
    if (used > budget && i > 0) return i;
  }
  return items.length;
}
