import { PorticoError, todayIso } from '@portico/contracts';
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
      if (String(record.endDate) < today)
        throw new PorticoError('CONFLICT', 'The End Date has passed: change it before publishing');
      const startDate = String(record.startDate) > today ? today : record.startDate;
      return { publishedAt: now.toISOString(), startDate, boardOrder: boardOrder({ ...record, startDate }) };
    },
    async schedule({ record }) {
      if (String(record.startDate) <= todayIso(clock()))
        throw PorticoError.validation([{ path: 'startDate', message: 'The Start Date has arrived: publish it now instead' }]);
    },
    async expire() {
      return { expiredAt: clock().toISOString() };
    },
    async unpublish() {
      return { publishedAt: null };
    },
  };
}
