import { PorticoError, msg, fieldError } from '@portico/contracts';
import { isPlatformPrincipal, type ActionHandlers } from '@portico/platform';
import { chargeEntryLines, finalizeChanges, linesOf } from './finalize';
import { approvalRequired, ruleFor } from '../approvals/approval-rules';
import { postEntries } from '../ledger/post-entries';
import { applyPayment } from '../payments/apply-payment';
import { applyRefund, refundablePayment } from '../payments/apply-refund';
import type { CardPayments } from '../payments/card-payments';
import { payments } from './invoices.schema';
import { requireParty } from './invoice.hooks';
import { and, eq } from 'drizzle-orm';

type Row = Record<string, unknown>;

/**
 * The invoice lifecycle's rules (ADR 0034); the runner has checked the slug, the scope and the
 * from-state, locked the row, and writes the state and the event with what these return.
 */
export function invoiceActions(cards: CardPayments): ActionHandlers {
  return {
    async submit({ tx, principal, record }) {
      requireParty(record.type, record);
      const lines = await linesOf(tx, record.id as string);
      if (lines.length === 0) throw new PorticoError('CONFLICT', msg('billing.addLine'));
      const rule = await ruleFor(tx, record);
      const submittedAt = new Date().toISOString();
      if (approvalRequired(rule, record))
        return {
          state: 'pending-approval',
          submittedAt,
          approverUserIds: (rule!.approverUserIds as string[] | null) ?? [],
          approvalReason: null,
        };
      return { ...(await finalizeChanges(tx, principal.userId, record)), submittedAt };
    },
    async approve({ tx, principal, record, reason }) {
      const approvers = (record.approverUserIds as string[] | null) ?? [];
      if (approvers.length > 0 && !approvers.includes(principal.userId) && !isPlatformPrincipal(principal))
        throw new PorticoError('FORBIDDEN', msg('billing.notApprover'));
      return { ...(await finalizeChanges(tx, principal.userId, record)), approvalReason: reason ?? null };
    },
    async reject({ principal, record, reason }) {
      const approvers = (record.approverUserIds as string[] | null) ?? [];
      if (approvers.length > 0 && !approvers.includes(principal.userId) && !isPlatformPrincipal(principal))
        throw new PorticoError('FORBIDDEN', msg('billing.notApprover'));
      return { approvalReason: reason ?? null };
    },
    async void({ tx, principal, record, reason }) {
      const list = (await tx
        .select()
        .from(payments)
        .where(and(eq(payments.billingId!, record.id as string)))) as Row[];
      if (Number(record.paid ?? 0) !== 0 || list.some((p) => p.state === 'succeeded'))
        throw new PorticoError('CONFLICT', msg('billing.voidWithPayments'));
      if (list.some((p) => p.state === 'pending')) throw new PorticoError('CONFLICT', msg('billing.cardPaymentInProgress'));
      if (record.number && ['open', 'approved'].includes(String(record.state))) {
        const lines = await linesOf(tx, record.id as string);
        await postEntries(tx, {
          parentOrgId: record.parentOrgId as string,
          propertyId: record.propertyId as string,
          billingId: record.id as string,
          source: 'void',
          memo: `Void ${String(record.number)}: ${reason ?? ''}`.trim(),
          actorId: principal.userId,
          lines: chargeEntryLines(String(record.type), lines, true),
        });
      }
      return { voidedAt: new Date().toISOString(), balance: 0 };
    },
    async recordPayment({ tx, principal, record, input }) {
      const amount = Number(input.amount);
      if (amount > Number(record.balance ?? 0))
        throw PorticoError.validation([fieldError('amount', msg('billing.overBalance', { count: Number(record.balance ?? 0) }))]);
      const { changes } = await applyPayment(tx, principal.userId, record, {
        amount,
        fee: 0,
        method: String(input.method),
        reference: (input.reference as string | undefined) ?? null,
        paidOn: (input.paidOn as string | undefined) ?? null,
        payerUserId: null,
      });
      return changes;
    },
    async refund({ tx, principal, record, input, reason }) {
      const amount = Number(input.amount);
      const original = await refundablePayment(tx, record.id as string, input.paymentId);
      let providerRef: string | null = null;
      if (original.method === 'card')
        providerRef = await cards.refundCard(original, amount, `refund:${String(original.id)}:${Number(original.refunded ?? 0)}:${amount}`);
      const { changes } = await applyRefund(tx, principal.userId, record, {
        amount,
        reason: reason ?? 'Refund',
        payment: original,
        providerRef,
      });
      return changes;
    },
    async postEntry({ tx, principal, record, input }) {
      if (input.debitAccount === input.creditAccount)
        throw PorticoError.validation([fieldError('creditAccount', msg('billing.sameAccounts'))]);
      const amount = Number(input.amount);
      await postEntries(tx, {
        parentOrgId: record.parentOrgId as string,
        propertyId: record.propertyId as string,
        billingId: record.id as string,
        source: 'manual',
        memo: String(input.memo),
        actorId: principal.userId,
        ...(input.entryDate ? { entryDate: String(input.entryDate) } : {}),
        lines: [
          { account: String(input.debitAccount), debit: amount },
          { account: String(input.creditAccount), credit: amount },
        ],
      });
      return {};
    },
    pay: cards.pay,
  };
}
