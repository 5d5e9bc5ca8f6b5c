import { and, eq, sql } from 'drizzle-orm';
import { PorticoError, formatDate, order, rfp, rfpQuestion, todayIso, msg, type LocalizedText, fieldError } from '@portico/contracts';
import { isPlatformPrincipal, type Db, type ResourceHooks, refNotFound } from '@portico/platform';
import { orders, quoteLines, rfpBids, rfpQuestions, rfps, vendors } from '../schema';
import { changeRecord, rowById } from '../shared/record-writes';
import { assertCompliant } from '../vendors/compliance';

/** A calendar day for a message: English keeps the stored `YYYY-MM-DD` (what tests and vendors read today), Spanish says it as Spanish writes dates. */
export function dayParam(value: unknown): LocalizedText {
  const es = formatDate(value as string, 'es');
  return { en: String(value), es: es || String(value) };
}

/** An order's state for a message: English keeps the stored value (the spec's wording), Spanish says its label. */
export function orderState(state: unknown): LocalizedText {
  const label = order.fields.state?.options?.find((o) => o.value === state)?.label;
  return { en: String(state), es: label?.es ?? String(state) };
}

function checkKeyDates(values: Record<string, unknown>): void {
  const { sendQuestionDate: ask, dueDate: due, decisionDate: decide } = values as Record<string, string | undefined>;
  if (ask && due && ask > due) throw PorticoError.validation([fieldError('sendQuestionDate', msg('rfp.questionsAfterDue'))]);
  if (due && decide && decide < due) throw PorticoError.validation([fieldError('decisionDate', msg('rfp.decisionBeforeDue'))]);
}

/** An RFP starts as a draft and turns its order into an RFP-type assignment. */
export const rfpHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    checkKeyDates(values);
    values.state = 'draft';
    const about = (await rowById(tx, orders, values.orderId, true))!;
    if (['completed', 'closed', 'cancelled', 'rejected'].includes(String(about.state)))
      throw new PorticoError('CONFLICT', msg('rfp.orderNotProposable', { state: orderState(about.state) }));
    if (about.assignedType !== 'rfp') await changeRecord(tx, order, orders, principal.userId, String(about.id), { assignedType: 'rfp' });
  },
  async beforeUpdate({ current, changes }) {
    checkKeyDates({ ...current, ...changes });
  },
};

/** The invited vendor's account reads the tender and its questions from now on. */
async function inviteAccount(tx: Db, actor: string, tender: Record<string, unknown>, userId: string): Promise<void> {
  const invited = Array.isArray(tender.invitedUserIds) ? (tender.invitedUserIds as string[]) : [];
  if (invited.includes(userId)) return;
  const next = [...invited, userId];
  await changeRecord(tx, rfp, rfps, actor, String(tender.id), { invitedUserIds: next });
  const questions = (await tx
    .select()
    .from(rfpQuestions)
    .where(eq(rfpQuestions.rfpId!, String(tender.id)))) as Record<string, unknown>[];
  for (const q of questions) await changeRecord(tx, rfpQuestion, rfpQuestions, actor, String(q.id), { invitedUserIds: next });
}

/** Inviting a vendor: once per RFP, only while it takes bids, and only a compliant vendor. */
export const rfpBidHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    const tender = (await rowById(tx, rfps, values.rfpId))!;
    if (!['draft', 'sent'].includes(String(tender.state))) throw new PorticoError('CONFLICT', msg('rfp.invitesClosed'));
    const invited = await rowById(tx, vendors, values.vendorId);
    if (!invited)
      throw refNotFound('vendorId', { en: 'Vendor', es: 'Proveedor' }, 'parentOrg');
    assertCompliant(invited, String(tender.dueDate));
    const [already] = await tx
      .select({ id: rfpBids.id! })
      .from(rfpBids)
      .where(and(eq(rfpBids.rfpId!, String(values.rfpId)), eq(rfpBids.vendorId!, String(values.vendorId))));
    if (already)
      throw PorticoError.validation([fieldError('vendorId', msg('rfp.alreadyInvited', { vendor: String(invited.businessName) }))]);
    values.vendorUserId = invited.userId ?? null;
    if (typeof invited.userId === 'string') await inviteAccount(tx, principal.userId, tender, invited.userId);
    values.state = 'invited';
  },
};

/** Questions are asked until the send-question date; every invitee reads the answers. */
export const rfpQuestionHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    const tender = (await rowById(tx, rfps, values.rfpId))!;
    // A vendor asks only about a tender it was invited to, while it is out for bids.
    if (principal.roles.includes('vendor') && !isPlatformPrincipal(principal)) {
      const [invited] = await tx
        .select({ id: rfpBids.id! })
        .from(rfpBids)
        .where(and(eq(rfpBids.rfpId!, String(tender.id)), eq(rfpBids.vendorUserId!, principal.userId)));
      if (!invited) throw PorticoError.validation([fieldError('rfpId', msg('rfp.notInvited'))]);
      if (tender.state !== 'sent') throw new PorticoError('CONFLICT', msg('rfp.notTakingQuestions'));
    }
    const today = todayIso();
    if (tender.sendQuestionDate && today > String(tender.sendQuestionDate))
      throw new PorticoError('CONFLICT', msg('rfp.questionsClosed', { date: dayParam(tender.sendQuestionDate) }));
    values.askedBy = principal.userId;
    values.invitedUserIds = tender.invitedUserIds ?? [];
  },
};

/** A quote line: its total is quantity × amount (minor units), on a bid still open to quoting. */
export const quoteLineHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    const bid = (await rowById(tx, rfpBids, values.bidId))!;
    if (!['invited', 'viewed', 'quoted'].includes(String(bid.state))) throw new PorticoError('CONFLICT', msg('rfp.bidClosed'));
    const tender = (await rowById(tx, rfps, bid.rfpId))!;
    if (!['draft', 'sent'].includes(String(tender.state))) throw new PorticoError('CONFLICT', msg('rfp.notTakingQuotes'));
    values.total = Math.round(Number(values.quantity) * Number(values.amountPerQty));
    values.vendorUserId = bid.vendorUserId ?? null;
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(quoteLines)
      .where(eq(quoteLines.bidId!, String(bid.id)))) as [{ n: number }];
    values.position = n + 1;
  },
};
