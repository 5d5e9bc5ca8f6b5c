import { PorticoError, todayIso, msg, fieldError } from '@portico/contracts';
import type { ActionHandlers } from '@portico/platform';
import { boardOrder } from './bulletin-rules';

/**
 * The bulletin lifecycle's rules (the runner has checked slug, scope and from-state). Publishing
 * early moves the start date to today, so the board and its order say what residents saw.
 */
export function bulletinActions(clock: () => Date = () => new Date()): ActionHandlers {
  return {
    async publish({ record }) {
      const now = clock();
      const today = todayIso(now);
      if (String(record.endDate) < today) throw new PorticoError('CONFLICT', msg('bulletin.endDatePassed'));
      const startDate = String(record.startDate) > today ? today : record.startDate;
      return { publishedAt: now.toISOString(), startDate, boardOrder: boardOrder({ ...record, startDate }) };
    },
    async schedule({ record }) {
      if (String(record.startDate) <= todayIso(clock()))
        throw PorticoError.validation([fieldError('startDate', msg('bulletin.startArrived'))]);
    },
    async expire() {
      return { expiredAt: clock().toISOString() };
    },
    async unpublish() {
      return { publishedAt: null };
    },
  };
}
