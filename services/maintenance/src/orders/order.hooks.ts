import { randomUUID } from 'node:crypto';
import { PorticoError, todayIso, fieldError } from '@portico/contracts';
import { isPlatformPrincipal, type Db, type ResourceHooks } from '@portico/platform';
import { maintenanceCategories } from '../schema';
import { rowById } from '../shared/record-writes';
import { dueDateFor } from './due-date';
import type { OrderNotices } from './order-notices';

const today = () => todayIso();

/**
 * A new order: the requester is the caller; a resident reports for their own unit; the due date
 * comes from category × urgency unless given; the lifecycle starts at `open` (an approver-gated
 * property starts reports at `requested`, see approval.ts).
 */
export function orderHooks(
  approvalNeeded: (tx: Db, propertyId: string, parentOrgId: string) => Promise<boolean>,
  notices: Pick<OrderNotices, 'toManagers'>,
): ResourceHooks {
  return {
    async beforeCreate({ tx, principal, values }) {
      values.requesterId = principal.userId;
      values.reopenCount = 0;
      const narrowed = principal.roles.includes('resident');
      if (narrowed) {
        values.unitId ??= principal.unitIds[0];
        if (!values.unitId)
          throw PorticoError.validation([
            fieldError('unitId', {
              key: 'validation.required',
              params: { label: { en: 'Unit', es: 'Unidad' } },
              en: 'The Unit field is required',
            }),
          ]);
      }
      if (!values.dueDate) {
        const category = await rowById(tx, maintenanceCategories, values.categoryId);
        values.dueDate = dueDateFor(category, String(values.urgency), today());
      }
      const reporter = narrowed || (!isPlatformPrincipal(principal) && principal.roles.every((r) => r === 'resident' || r === 'vendor'));
      values.state = reporter && (await approvalNeeded(tx, String(values.propertyId), String(values.parentOrgId))) ? 'requested' : 'open';
      // A report from a resident or a vendor reaches the property's managers (inbox and mail).
      if (reporter) {
        values.id ??= randomUUID();
        await notices.toManagers(tx, values, 'created');
      }
    },
  };
}
