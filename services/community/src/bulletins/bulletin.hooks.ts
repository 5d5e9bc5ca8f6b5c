import type { ResourceHooks } from '@portico/platform';
import { assertDateOrder, boardOrder } from './bulletin-rules';

/** A new bulletin is a draft; its dates stay in order and its board position follows them. */
export const bulletinHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    assertDateOrder(values.startDate, values.endDate);
    values.urgent ??= false;
    values.state = 'draft';
    values.boardOrder = boardOrder(values);
  },
  async beforeUpdate({ current, changes }) {
    const next = { ...current, ...changes };
    assertDateOrder(next.startDate, next.endDate);
    if ('urgent' in changes || 'startDate' in changes) changes.boardOrder = boardOrder(next);
  },
};
