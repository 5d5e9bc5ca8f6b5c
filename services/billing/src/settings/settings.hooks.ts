import { and, eq } from 'drizzle-orm';
import { PorticoError } from '@portico/contracts';
import type { Db, ResourceHooks } from '@portico/platform';
import { billingSettingsTable } from './settings.schema';

type Row = Record<string, unknown>;

/** Defaults where an org has no settings yet: no card fee, 30 days to pay, receipts mailed. */
export const DEFAULT_SETTINGS = { invoicePrefix: 'INV', cardFeeRateBps: 0, defaultDueDays: 30, receiptEmails: true };

/** The org's billing settings, or the defaults. */
export async function settingsOf(tx: Db, orgId: string): Promise<typeof DEFAULT_SETTINGS> {
  const [row] = (await tx
    .select()
    .from(billingSettingsTable)
    .where(and(eq(billingSettingsTable.parentOrgId!, orgId), eq(billingSettingsTable.status!, 'active')))
    .limit(1)) as Row[];
  if (!row) return DEFAULT_SETTINGS;
  return {
    invoicePrefix: (row.invoicePrefix as string) || DEFAULT_SETTINGS.invoicePrefix,
    cardFeeRateBps: Number(row.cardFeeRateBps ?? 0),
    defaultDueDays: Number(row.defaultDueDays ?? DEFAULT_SETTINGS.defaultDueDays),
    receiptEmails: row.receiptEmails !== false,
  };
}

/** One settings record per org. */
export const billingSettingsHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    const [existing] = await tx
      .select({ id: billingSettingsTable.id! })
      .from(billingSettingsTable)
      .where(eq(billingSettingsTable.parentOrgId!, values.parentOrgId as string))
      .limit(1);
    if (existing) throw new PorticoError('CONFLICT', 'This organization already has billing settings: edit them');
  },
};
