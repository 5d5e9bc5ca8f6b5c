import { and, eq, gte } from 'drizzle-orm';
import { PorticoError, covenantEnforcement, msg } from '@portico/contracts';
import { applyRecordChange, type Db, type ResourceHooks } from '@portico/platform';
import { isResident, rowById } from '../shared/record-writes';
import { covenantEnforcements, covenantTypes } from './covenants.schema';

type Row = Record<string, unknown>;

/** The spec's messages for what neither the request nor the covenant type supplies. */
const NEEDED: [field: string, fromType: string, message: string][] = [
  ['articleNumber', 'articleNumber', 'The article number field is required'],
  ['fineAmount', 'defaultFine', 'The Fine Amount field is required'],
  ['daysToRemedy', 'defaultDaysToRemedy', 'The No. of Days Remedy field is required'],
  ['remedyDescription', 'defaultWording', 'The Remedy Description field is required'],
];

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The unit's other enforcements created in the last 12 months. With one or more, the unit is a
 * repeat offender: the new enforcement is flagged, and so are those earlier ones (each change
 * with its event), so every open case of the unit shows it.
 */
export async function flagRepeatOffence(tx: Db, actor: string, unitId: unknown, now = new Date()): Promise<boolean> {
  if (typeof unitId !== 'string') return false;
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  const earlier = (await tx
    .select({ id: covenantEnforcements.id!, repeatOffender: covenantEnforcements.repeatOffender! })
    .from(covenantEnforcements)
    .where(and(eq(covenantEnforcements.unitId!, unitId), gte(covenantEnforcements.createdAt!, since.toISOString())))) as Row[];
  for (const row of earlier)
    if (row.repeatOffender !== true)
      await applyRecordChange(tx, covenantEnforcement, covenantEnforcements, actor, String(row.id), { repeatOffender: true });
  return earlier.length > 0;
}

export const covenantEnforcementHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    const type = (await rowById(tx, covenantTypes, values.covenantTypeId)) ?? {};
    for (const [field, fromType] of NEEDED) if (blank(values[field]) && !blank(type[fromType])) values[field] = type[fromType];
    const errors = NEEDED.filter(([field]) => blank(values[field])).map(([path, , message]) => ({ path, message }));
    if (errors.length) throw PorticoError.validation(errors);
    values.state = 'reported';
    values.remedyOverdue = false;
    values.repeatOffender = await flagRepeatOffence(tx, principal.userId, values.unitId);
  },
  async beforeUpdate({ current, changes }) {
    for (const [field, , message] of NEEDED)
      if (field in changes && blank(changes[field])) throw PorticoError.validation([{ path: field, message }]);
    // Once the notice is out, its terms are what the resident was told: a change goes through a new notice.
    if (current.state !== 'reported' && ['daysToRemedy', 'remedyDescription', 'articleNumber'].some((f) => f in changes))
      throw new PorticoError('CONFLICT', msg('covenant.noticeSent'));
  },
};

/**
 * A comment carries its enforcement's unit (so the resident's unit scope applies to it);
 * residents' comments are always resident-visible, staff choose, default resident-visible.
 */
export const covenantCommentHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    const enforcement = (await rowById(tx, covenantEnforcements, values.covenantEnforcementId)) as Row | undefined;
    values.unitId = enforcement?.unitId ?? null;
    values.authorName = principal.name ?? principal.email ?? null;
    if (isResident(principal)) values.visibility = 'resident';
    values.visibility ??= 'resident';
  },
  async beforeUpdate({ principal, changes }) {
    if (isResident(principal) && 'visibility' in changes) delete changes.visibility;
  },
};
