import { PorticoError, nextOccurrence, todayIso, msg, fieldError } from '@portico/contracts';
import type { ResourceHooks } from '@portico/platform';

const today = () => todayIso();

/** End date unless the schedule never ends, never before the start; the next date kept current. */
function settle(merged: Record<string, unknown>, target: Record<string, unknown>): void {
  if (!merged.neverEnds && !merged.endDate)
    throw PorticoError.validation([
      fieldError('endDate', {
        key: 'validation.required',
        params: { label: { en: 'End Date', es: 'Fecha de fin' } },
        en: 'The End Date field is required',
      }),
    ]);
  if (!merged.neverEnds && String(merged.endDate) < String(merged.startDate))
    throw PorticoError.validation([fieldError('endDate', msg('schedule.endBeforeStart'))]);
  if (merged.neverEnds) target.endDate = null;
  const from = merged.lastGeneratedFor
    ? String(merged.lastGeneratedFor)
    : String(merged.startDate) > today()
      ? String(merged.startDate)
      : today();
  target.nextOccurrence = nextOccurrence(merged as never, from);
}

export const scheduleHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    settle(values, values);
  },
  async beforeUpdate({ current, changes }) {
    const recurrence = ['startDate', 'endDate', 'neverEnds', 'repeatEvery', 'repeatUnit'];
    if (recurrence.some((k) => k in changes)) settle({ ...current, ...changes }, changes);
  },
};
