import { and, asc, eq } from 'drizzle-orm';
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
    .orderBy(asc(billingSettingsTable.createdAt!), asc(billingSettingsTable.id!))
    .limit(1)) as Row[];
  if (!row) return DEFAULT_SETTINGS;
  return {
    invoicePrefix: (row.invoicePrefix as string) || DEFAULT_SETTINGS.invoicePrefix,
    cardFeeRateBps: Number(row.cardFeeRateBps ?? 0),
    defaultDueDays: Number(row.defaultDueDays ?? DEFAULT_SETTINGS.defaultDueDays),
    receiptEmails: row.receiptEmails !== false,
  };
}

/**
 * An org's settings are its first active settings record (oldest first, so the choice never
 * changes under a reader); an "above an amount" style check is not needed here: every field has
 * its bounds in the catalogue. A rate above the card networks' caps is still capped per card.
 */
export const billingSettingsHooks: ResourceHooks = {};
