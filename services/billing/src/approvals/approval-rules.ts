import { and, eq } from 'drizzle-orm';
import { PorticoError, msg, fieldError } from '@portico/contracts';
import type { Db, ResourceHooks } from '@portico/platform';
import { approvalRules } from './approvals.schema';

type Row = Record<string, unknown>;

/** The message where an org has no approval rule at all (spec, catalogue messages). */
export const APPROVAL_NOT_AVAILABLE = 'Approval feature not available';

/**
 * The rule that governs `record`: the active rule naming its property wins over the org-wide one
 * (no property); among several, the one for its type wins over one for both. Undefined: none.
 */
export async function ruleFor(tx: Db, record: Row): Promise<Row | undefined> {
  const rules = (await tx
    .select()
    .from(approvalRules)
    .where(and(eq(approvalRules.parentOrgId!, record.parentOrgId as string), eq(approvalRules.status!, 'active')))) as Row[];
  const applicable = rules.filter(
    (r) =>
      (r.appliesTo === 'all' || r.appliesTo === record.type) && (!r.appliesToPropertyId || r.appliesToPropertyId === record.propertyId),
  );
  const score = (r: Row) => (r.appliesToPropertyId ? 2 : 0) + (r.appliesTo === record.type ? 1 : 0);
  return applicable.sort((a, b) => score(b) - score(a))[0];
}

/** Whether `rule` requires approval of `record` (its vendor may be exempt). */
export function approvalRequired(rule: Row | undefined, record: Row): boolean {
  if (!rule || rule.mode === 'none') return false;
  const exempt = (rule.exemptVendorIds as string[] | null) ?? [];
  if (record.vendorId && exempt.includes(record.vendorId as string)) return false;
  if (rule.mode === 'all') return true;
  return Number(record.total ?? 0) > Number(rule.thresholdAmount ?? 0);
}

/** An "above an amount" rule needs its amount. */
export const approvalRuleHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    if (values.mode === 'above' && (values.thresholdAmount === undefined || values.thresholdAmount === null))
      throw PorticoError.validation([
        fieldError('thresholdAmount', msg('validation.required', { label: { en: 'Threshold Amount', es: 'Importe umbral' } })),
      ]);
  },
  async beforeUpdate({ current, changes }) {
    const next = { ...current, ...changes };
    if (next.mode === 'above' && (next.thresholdAmount === undefined || next.thresholdAmount === null))
      throw PorticoError.validation([
        fieldError('thresholdAmount', msg('validation.required', { label: { en: 'Threshold Amount', es: 'Importe umbral' } })),
      ]);
  },
};
