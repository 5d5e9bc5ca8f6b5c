import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { invoice } from '@portico/contracts';
import { applyRecordChange, mirrorRecordsTable, type RecurringJob } from '@portico/platform';
import { invoiceLines, invoices, payments } from './invoices.schema';

/**
 * Bills name a vendor; the vendor's account sees them through `vendorUserId`, copied from the
 * maintenance mirror. A bill written before the mirror knew the vendor's account (demo data on a
 * fresh start, a vendor linked later) gets it here, with its lines and payments.
 */
export function vendorLinkJob(): RecurringJob {
  return {
    name: 'billing.vendors.link',
    everyMs: 60_000,
    async run({ tx }) {
      const mirror = mirrorRecordsTable('billing');
      const unlinked = (await tx
        .select({ id: invoices.id!, vendorId: invoices.vendorId!, userId: sql<string | null>`${mirror.data}->>'userId'` })
        .from(invoices)
        .innerJoin(mirror, and(eq(mirror.entity, 'vendor'), eq(mirror.id, invoices.vendorId!)))
        .where(and(isNotNull(invoices.vendorId!), isNull(invoices.vendorUserId!)))
        .limit(500)) as { id: string; vendorId: string; userId: string | null }[];
      for (const row of unlinked) {
        if (!row.userId) continue;
        await applyRecordChange(tx, invoice, invoices, 'scheduler', row.id, { vendorUserId: row.userId });
        await tx
          .update(invoiceLines)
          .set({ vendorUserId: row.userId } as never)
          .where(eq(invoiceLines.billingId!, row.id));
        await tx
          .update(payments)
          .set({ vendorUserId: row.userId } as never)
          .where(eq(payments.billingId!, row.id));
      }
    },
  };
}
