import { and, eq, lt, lte } from 'drizzle-orm';
import { bulletin, bulletinExpire, bulletinPublish, todayIso } from '@portico/contracts';
import { ActionRunner, ResourceService, type Db, type RecurringJob } from '@portico/platform';
import { SCHEDULER } from '../shared/record-writes';
import { bulletins } from './bulletins.schema';
import { bulletinActions } from './bulletin.actions';

/**
 * Publishes scheduled bulletins whose start date has come and expires published ones whose end
 * date has gone, through the declared actions (so each writes its `published`/`expired` event
 * once). Rows are taken `FOR UPDATE SKIP LOCKED` in the scheduler's transaction: a second run,
 * or replica, finds them in their new state and does nothing.
 */
export async function runBulletinBoard(db: Db, tx: Db, now: Date): Promise<{ published: number; expired: number }> {
  const today = todayIso(now);
  const handlers = bulletinActions(() => now);
  const service = new ResourceService(bulletin, bulletins, db);
  const publish = new ActionRunner(bulletinPublish, service, handlers.publish);
  const expire = new ActionRunner(bulletinExpire, service, handlers.expire);
  const due = (await tx
    .select({ id: bulletins.id! })
    .from(bulletins)
    .where(and(eq(bulletins.status!, 'active'), eq(bulletins.state!, 'scheduled'), lte(bulletins.startDate!, today)))
    .for('update', { skipLocked: true })) as { id: string }[];
  for (const row of due) await publish.runWithin(tx, SCHEDULER, row.id, {});
  const over = (await tx
    .select({ id: bulletins.id! })
    .from(bulletins)
    .where(and(eq(bulletins.status!, 'active'), eq(bulletins.state!, 'published'), lt(bulletins.endDate!, today)))
    .for('update', { skipLocked: true })) as { id: string }[];
  for (const row of over) await expire.runWithin(tx, SCHEDULER, row.id, {});
  return { published: due.length, expired: over.length };
}

/** Every minute (ADR 0017): a bulletin goes up, or comes down, within a minute of its day starting. */
export function bulletinBoardJob(db: Db): RecurringJob {
  return {
    name: 'community.bulletins.board',
    everyMs: 60_000,
    async run({ tx, now }) {
      await runBulletinBoard(db, tx, now);
    },
  };
}
