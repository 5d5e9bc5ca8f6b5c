import { addDays, isoDay as isoDate } from '@portico/contracts';
import type { Db } from '@portico/platform';
import { remindersSent } from '../schema';

/** Claims a reminder key; false when it was sent already (then nothing is mailed). */
export async function claimReminder(tx: Db, key: string): Promise<boolean> {
  const claimed = await tx.insert(remindersSent).values({ key }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** A day-based job's window: the days after its previous run through today, at most `maxDays`. */
export function daysToCover(now: Date, since: Date | undefined, maxDays = 31): string[] {
  const today = isoDate(now);
  let from = since ? addDays(isoDate(since), 1) : today;
  if (from > today) from = today;
  const earliest = addDays(today, -(maxDays - 1));
  if (from < earliest) from = earliest;
  const days: string[] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) days.push(d);
  return days;
}
