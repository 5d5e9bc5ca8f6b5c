import type { ResourceHooks } from '@portico/platform';

/** A report starts open and remembers who made it. */
export const lostFoundHooks: ResourceHooks = {
  async beforeCreate({ principal, values }) {
    values.state = 'open';
    values.reportedById = principal.userId;
  },
};
