import { PorticoError, msg } from '@portico/contracts';
import type { ResourceHooks } from '@portico/platform';

/**
 * Support requests: the requester is whoever raises it (not whoever they claim), a new one is
 * open, and only someone who may manage support (update) moves it along.
 */
export function supportRules(): ResourceHooks {
  return {
    async beforeCreate({ principal, values }) {
      if (values.requesterId && values.requesterId !== principal.userId && !principal.permissions.has('support-update')) {
        throw new PorticoError('FORBIDDEN', msg('support.selfOnly'));
      }
      values.requesterId ??= principal.userId;
      values.supportStatus = principal.permissions.has('support-update') ? (values.supportStatus ?? 'open') : 'open';
      values.priority ??= 'normal';
    },
  };
}
