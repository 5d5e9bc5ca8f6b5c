import { and, eq, lt } from 'drizzle-orm';
import { covenantEnforcement, todayIso } from '@portico/contracts';
import { applyRecordChange, type Db, type RecurringJob } from '@portico/platform';
import { covenantEnforcements } from './covenants.schema';
import { mailAll, managerEmails } from './covenant-notices';

/**
 * Flags noticed enforcements whose remedy deadline passed without a cure and tells the
 * property's managers, once: the flag is part of the condition, set in the same transaction.
 */
export async function flagOverdueRemedies(tx: Db, now: Date): Promise<number> {
  const overdue = (await tx
    .select()
    .from(covenantEnforcements)
    .where(
      and(
        eq(covenantEnforcements.status!, 'active'),
        eq(covenantEnforcements.state!, 'notice'),
        eq(covenantEnforcements.remedyOverdue!, false),
        lt(covenantEnforcements.remedyDeadline!, todayIso(now)),
      ),
    )
    .for('update', { skipLocked: true })) as Record<string, unknown>[];
  for (const record of overdue) {
    await applyRecordChange(tx, covenantEnforcement, covenantEnforcements, 'scheduler', String(record.id), { remedyOverdue: true });
    await mailAll(
      tx,
      await managerEmails(tx, record),
      `Remedy deadline passed: article ${String(record.articleNumber)}`,
      [
        `The remedy deadline (${String(record.remedyDeadline)}) passed without a cure.`,
        'Fine the unit, or waive the violation.',
        `\nOpen it in Portico: /covenants/view/${String(record.id)}`,
      ].join('\n'),
    );
  }
  return overdue.length;
}

/** Hourly (ADR 0017); a run missed while no replica was up happens on start. */
export function remedyOverdueJob(): RecurringJob {
  return {
    name: 'community.covenants.remedy-overdue',
    everyMs: 3_600_000,
    async run({ tx, now }) {
      await flagOverdueRemedies(tx, now);
    },
  };
}
