import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isoDay, recurringCharge } from '@portico/contracts';
import { applyRecordChange, systemPrincipal, tableFor, type Db, type RecurringJob } from '@portico/platform';
import { createInvoice } from '../invoices/create-invoice';

export const recurringCharges = tableFor(recurringCharge);
const R = recurringCharges as unknown as Record<string, PgColumn>;

/** Most missed periods one charge catches up in a run (a year). */
const CATCH_UP = 12;
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM` of a day. */
export function periodOf(day: string): string {
  return day.slice(0, 7);
}

function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
}

/**
 * The periods a charge bills by `today`: each month from its start (or after the last one
 * billed) whose billing day is within [start, end] and not after today.
 */
export function duePeriods(
  charge: { startDate: string; endDate?: string | null; dayOfMonth: number; lastPeriod?: string | null },
  today: string,
): string[] {
  const out: string[] = [];
  let period = charge.lastPeriod ? nextPeriod(charge.lastPeriod) : periodOf(charge.startDate);
  while (out.length < CATCH_UP) {
    const day = `${period}-${pad(charge.dayOfMonth)}`;
    if (day > today || (charge.endDate && day > charge.endDate)) break;
    if (day >= charge.startDate) out.push(period);
    period = nextPeriod(period);
  }
  return out;
}

/**
 * Raises every due period's invoice (open at once: numbered and posted to the ledger). The
 * source key `recurring:<charge>:<period>` makes a repeated run — or another replica — return
 * the first invoice instead of a second; `lastPeriod` only narrows what the next run looks at.
 */
export async function generateRecurringCharges(tx: Db, now: Date, limit = 5000): Promise<{ charges: number; invoices: number }> {
  const today = isoDay(now);
  const current = periodOf(today);
  const due = (await tx
    .select()
    .from(recurringCharges)
    .where(
      and(
        eq(R.status!, 'active'),
        lte(R.startDate!, today),
        or(isNull(R.lastPeriod!), lt(R.lastPeriod!, current)),
        or(isNull(R.endDate!), sql`${R.endDate!} >= ${R.startDate!}`),
      ),
    )
    .orderBy(asc(R.id!))
    .limit(limit)) as Record<string, unknown>[];
  let invoices = 0;
  let charges = 0;
  for (const c of due) {
    const periods = duePeriods(
      {
        startDate: String(c.startDate),
        endDate: (c.endDate as string | null) ?? null,
        dayOfMonth: Number(c.dayOfMonth),
        lastPeriod: (c.lastPeriod as string | null) ?? null,
      },
      today,
    );
    if (periods.length === 0) continue;
    const actor = systemPrincipal('scheduler', String(c.parentOrgId));
    for (const period of periods) {
      const result = await createInvoice(tx, actor, {
        type: 'receivable',
        parentOrgId: String(c.parentOrgId),
        propertyId: String(c.propertyId),
        unitId: String(c.unitId),
        billingTypeId: (c.billingTypeId as string | null) ?? null,
        title: `${String(c.description)} (${period})`,
        invoiceDate: `${period}-${pad(Number(c.dayOfMonth))}`,
        dueDate: `${period}-${pad(Number(c.dayOfMonth))}`,
        lines: [{ description: `${String(c.description)} — ${period}`, amount: Number(c.amount) }],
        sourceKey: `recurring:${String(c.id)}:${period}`,
        status: 'open',
      });
      if (result.created) invoices++;
    }
    await applyRecordChange(tx, recurringCharge, recurringCharges, 'scheduler', String(c.id), { lastPeriod: periods[periods.length - 1] });
    charges++;
  }
  return { charges, invoices };
}

export function recurringChargeJob(): RecurringJob {
  return {
    name: 'billing.recurring-charges.generate',
    everyMs: 60_000,
    async run({ tx, now }) {
      await generateRecurringCharges(tx, now);
    },
  };
}
