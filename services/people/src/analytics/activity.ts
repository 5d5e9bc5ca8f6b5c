import { sql } from 'drizzle-orm';
import { todayIso } from '@portico/contracts';
import type { Db } from '@portico/platform';
import { userActivity } from './analytics.schema';

/**
 * Records that a user used the console today, at most once per user and day per process: the
 * access answer is cached for seconds only, so without the memo every few requests would write.
 * A failure to record never refuses access (the report would miss a visit, nothing more).
 */
export function activityRecorder(db: Db, today: () => string = () => todayIso()) {
  const seen = new Map<string, string>();
  return async (userId: string): Promise<void> => {
    const day = today();
    if (seen.get(userId) === day) return;
    try {
      await db
        .insert(userActivity)
        .values({ userId, day })
        .onConflictDoUpdate({ target: [userActivity.userId, userActivity.day], set: { lastSeenAt: sql`now()` } });
      // A long-lived process forgets yesterday's visitors rather than growing for ever.
      if (seen.size > 50_000) seen.clear();
      seen.set(userId, day);
    } catch {
      /* counted next time */
    }
  };
}
