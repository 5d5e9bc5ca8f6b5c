import { eq } from 'drizzle-orm';
import { PorticoError, thread, todayIso, msg } from '@portico/contracts';
import { isPlatformPrincipal, type ActionHandlers, type Db, type Principal, refNotFound } from '@portico/platform';
import { threads, vendors } from '../schema';
import { changeRecord, rowById } from '../shared/record-writes';
import { assertCompliant } from '../vendors/compliance';
import { completedOnTime } from './due-date';
import type { OrderNotices } from './order-notices';

type Row = Record<string, unknown>;
const today = () => todayIso();
const isVendor = (p: Principal) => p.roles.includes('vendor') && !isPlatformPrincipal(p);
const isResident = (p: Principal) => p.roles.includes('resident') && !isPlatformPrincipal(p);

/** Only the assignee works an assigned order: its vendor's account, or the assigned staff member. */
function assertAssignee(principal: Principal, record: Row): void {
  if (isVendor(principal) && record.vendorUserId !== principal.userId) throw new PorticoError('FORBIDDEN', msg('order.onlyAssignedVendor'));
  const staffOnly = principal.roles.every((r) => r === 'staff');
  if (staffOnly && record.assignedStaffId && record.assignedStaffId !== principal.userId && !record.vendorId)
    throw new PorticoError('FORBIDDEN', msg('order.otherStaff'));
}

/** A resident acts only on orders they reported themselves. */
function assertRequester(principal: Principal, record: Row): void {
  if (isResident(principal) && record.requesterId !== principal.userId) throw new PorticoError('FORBIDDEN', msg('order.onlyReporter'));
}

/** The order's threads follow its vendor, so a new vendor reads them and an old one no longer does. */
async function moveThreads(tx: Db, actor: string, orderId: string, vendorUserId: unknown): Promise<void> {
  const list = (await tx.select().from(threads).where(eq(threads.orderId!, orderId))) as Row[];
  for (const t of list)
    if (t.vendorUserId !== vendorUserId)
      await changeRecord(tx, thread, threads, actor, String(t.id), { vendorUserId: vendorUserId ?? null });
}

/**
 * The work-order lifecycle's domain rules (domains.md); the runner has already checked the
 * caller's slug, the record's scope and the from-state, and writes the state and the event.
 */
export function orderActions(notices: OrderNotices): ActionHandlers {
  return {
    async approve({ tx, record }) {
      await notices.toRequester(tx, record, 'approved');
    },
    async reject({ tx, record, reason }) {
      await notices.toRequester(tx, record, 'rejected', reason);
    },
    async assign({ tx, principal, record, input }) {
      const staffId = String(input.assignedStaffId);
      await notices.assertStaffOf(tx, staffId, record);
      const changes = { assignedType: 'work-order', assignedStaffId: staffId, vendorId: null, vendorUserId: null };
      await notices.toUser(tx, staffId, { ...record, ...changes }, 'assignedToYou');
      await moveThreads(tx, principal.userId, String(record.id), null);
      await notices.toRequester(tx, { ...record, ...changes }, 'assigned');
      return changes;
    },
    async dispatch({ tx, principal, record, input, reason }) {
      const chosen = await rowById(tx, vendors, input.vendorId);
      if (!chosen || chosen.parentOrgId !== record.parentOrgId || chosen.status !== 'active')
        throw refNotFound('vendorId', { en: 'Vendor', es: 'Proveedor' }, 'parentOrg');
      assertCompliant(chosen, String(record.dueDate ?? today()));
      const changes = { assignedType: 'work-order', vendorId: chosen.id, vendorUserId: chosen.userId ?? null, assignedStaffId: null };
      await notices.toVendor(tx, { ...record, ...changes }, chosen, reason);
      await moveThreads(tx, principal.userId, String(record.id), changes.vendorUserId);
      await notices.toRequester(tx, { ...record, ...changes }, 'assigned');
      return changes;
    },
    async accept({ tx, principal, record }) {
      assertAssignee(principal, record);
      await notices.toRequester(tx, record, 'started');
    },
    async decline({ tx, principal, record, reason }) {
      assertAssignee(principal, record);
      await notices.toManagers(tx, record, 'declined', reason);
      await moveThreads(tx, principal.userId, String(record.id), null);
      return { vendorId: null, vendorUserId: null, assignedStaffId: null, assignedType: null };
    },
    async hold({ tx, principal, record, reason }) {
      assertAssignee(principal, record);
      await notices.toRequester(tx, record, 'onHold', reason);
    },
    async resume({ principal, record }) {
      assertAssignee(principal, record);
    },
    async complete({ tx, principal, record, input }) {
      assertAssignee(principal, record);
      const now = new Date();
      await notices.toRequester(tx, record, 'completed', String(input.completionNote ?? ''));
      return {
        laborHours: input.laborHours,
        laborCost: input.laborCost ?? null,
        completionNote: input.completionNote,
        completedAt: now.toISOString(),
        completedOnTime: completedOnTime(record.dueDate, now),
      };
    },
    async close({ tx, record }) {
      await notices.toRequester(tx, record, 'closed');
      return { closedAt: new Date().toISOString() };
    },
    async reopen({ tx, principal, record, reason }) {
      assertRequester(principal, record);
      await notices.toManagers(tx, record, 'reopened', reason);
      return { reopenCount: Number(record.reopenCount ?? 0) + 1, completedAt: null, completedOnTime: null, closedAt: null };
    },
    async cancel({ tx, principal, record, reason }) {
      assertRequester(principal, record);
      if (isResident(principal) && !['requested', 'open'].includes(String(record.state)))
        throw new PorticoError('CONFLICT', msg('order.assignedAskManager'));
      await notices.toRequester(tx, record, 'cancelled', reason);
    },
    async rate({ principal, record, input }) {
      // Only whoever reported the problem rates the outcome, whatever their role.
      if (record.requesterId !== principal.userId) throw new PorticoError('FORBIDDEN', msg('order.onlyReporterRates'));
      return { rating: input.rating };
    },
  };
}
