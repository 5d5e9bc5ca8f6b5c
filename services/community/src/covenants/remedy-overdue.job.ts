import { and, eq, lt } from 'drizzle-orm';
import { covenantEnforcement, eachLanguage, formatDate, todayIso } from '@portico/contracts';
import { applyRecordChange, type Db, type RecurringJob } from '@portico/platform';
import { covenantEnforcements } from './covenants.schema';
import { managerIds, noticeCovenant } from './covenant-notices';

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
    const deadline = String(record.remedyDeadline);
    const on = eachLanguage((l) => formatDate(deadline, l));
    await noticeCovenant(tx, record, await managerIds(tx, record), 'remedy-overdue', {
      title: {
        en: `Remedy deadline passed: article ${String(record.articleNumber)}`,
        es: `Venció el plazo para subsanar: artículo ${String(record.articleNumber)}`,
      },
      body: {
        en: `The remedy deadline (${on.en}) passed without a cure.\nFine the unit, or waive the violation.`,
        es: `El plazo para subsanar (${on.es}) venció sin que se corrigiera.\nMulte a la unidad o condone la infracción.`,
      },
    });
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
