import { and, eq, inArray, ne } from 'drizzle-orm';
import { PorticoError, order, rfpBid, todayIso, msg, t, type MessageParams, fieldError } from '@portico/contracts';
import { languageOfAddress, queueDomainMail, type ActionHandlers, type Db } from '@portico/platform';
import { orders, quoteLines, rfpBids, rfps, vendors } from '../schema';
import { changeRecord, rowById } from '../shared/record-writes';
import { assertCompliant } from '../vendors/compliance';
import { dayParam, orderState } from './rfp.hooks';

type Row = Record<string, unknown>;
const today = () => todayIso();

async function bidsOf(tx: Db, rfpId: string): Promise<Row[]> {
  return (await tx
    .select()
    .from(rfpBids)
    .where(and(eq(rfpBids.rfpId!, rfpId), eq(rfpBids.status!, 'active')))) as Row[];
}

type RfpMail = 'invited' | 'lost' | 'won' | 'cancelled';

/** A mail to a vendor's address, worded in the language of the account that signs in with it (ADR 0077). */
async function mailVendor(tx: Db, vendorId: unknown, mail: RfpMail, params: MessageParams): Promise<void> {
  const v = await rowById(tx, vendors, vendorId);
  if (typeof v?.email !== 'string') return;
  const language = await languageOfAddress(tx, 'maintenance', v.email);
  await queueDomainMail(tx, 'maintenance', {
    to: v.email,
    subject: t(`mail.rfp.${mail}.subject`, params, language),
    text: t(`mail.rfp.${mail}.body`, params, language),
  });
}

/** The tender's rules (domains.md): send, close bidding, award (assigns the order), cancel. */
export function rfpActions(): ActionHandlers {
  return {
    async send({ tx, record }) {
      const bids = await bidsOf(tx, String(record.id));
      if (bids.length === 0) throw new PorticoError('CONFLICT', msg('rfp.inviteVendor'));
      if (String(record.dueDate) < today()) throw new PorticoError('CONFLICT', msg('rfp.dueDatePassed'));
      for (const bid of bids)
        await mailVendor(tx, bid.vendorId, 'invited', {
          title: String(record.title),
          questionsUntil: dayParam(record.sendQuestionDate ?? record.dueDate),
          dueDate: dayParam(record.dueDate),
          link: `/rfp-bids/view/${String(bid.id)}`,
        });
    },
    async closeBidding({ tx, principal, record }) {
      for (const bid of await bidsOf(tx, String(record.id)))
        if (bid.state === 'invited' || bid.state === 'viewed')
          await changeRecord(tx, rfpBid, rfpBids, principal.userId, String(bid.id), { state: 'no-response' });
    },
    async award({ tx, principal, record, input }) {
      const winner = await rowById(tx, rfpBids, input.bidId, true);
      if (!winner || winner.rfpId !== record.id) throw PorticoError.validation([fieldError('bidId', msg('rfp.chooseBid'))]);
      if (winner.state !== 'quoted') throw new PorticoError('CONFLICT', msg('rfp.onlySubmittedAwarded'));
      const work = (await rowById(tx, orders, record.orderId, true))!;
      const chosen = (await rowById(tx, vendors, winner.vendorId))!;
      assertCompliant(chosen, String(work.dueDate ?? today()), 'bidId');
      if (!['open', 'assigned', 'on-hold'].includes(String(work.state)))
        throw new PorticoError('CONFLICT', msg('rfp.orderNotAwardable', { state: orderState(work.state) }));
      await changeRecord(tx, rfpBid, rfpBids, principal.userId, String(winner.id), { state: 'awarded' });
      const others = (await tx
        .select()
        .from(rfpBids)
        .where(and(eq(rfpBids.rfpId!, String(record.id)), ne(rfpBids.id!, String(winner.id))))) as Row[];
      for (const bid of others) {
        if (bid.state === 'declined') continue;
        await changeRecord(tx, rfpBid, rfpBids, principal.userId, String(bid.id), { state: 'lost' });
        await mailVendor(tx, bid.vendorId, 'lost', { title: String(record.title) });
      }
      await changeRecord(tx, order, orders, principal.userId, String(work.id), {
        state: 'assigned',
        assignedType: 'rfp',
        vendorId: chosen.id,
        vendorUserId: chosen.userId ?? null,
        assignedStaffId: null,
        laborCost: winner.quoteTotal ?? null,
      });
      await mailVendor(tx, chosen.id, 'won', { title: String(record.title), link: `/orders/view/${String(work.id)}` });
      return { awardedVendorId: chosen.id };
    },
    async cancel({ tx, principal, record, reason }) {
      for (const bid of await bidsOf(tx, String(record.id))) {
        if (['declined', 'lost'].includes(String(bid.state))) continue;
        await changeRecord(tx, rfpBid, rfpBids, principal.userId, String(bid.id), { state: 'lost' });
        await mailVendor(tx, bid.vendorId, 'cancelled', { title: String(record.title), reason: reason ?? '' });
      }
      // Assigned type is the path the manager chose (ADR 0085): an order no longer out for bids,
      // and with nobody on it, is not an RFP any more.
      const work = await rowById(tx, orders, record.orderId, true);
      if (work?.assignedType === 'rfp' && !work.vendorId && !work.assignedStaffId) {
        const live = (await tx
          .select({ id: rfps.id! })
          .from(rfps)
          .where(
            and(eq(rfps.orderId!, String(work.id)), ne(rfps.id!, String(record.id)), inArray(rfps.state!, ['draft', 'sent', 'evaluation'])),
          )) as Row[];
        if (live.length === 0) await changeRecord(tx, order, orders, principal.userId, String(work.id), { assignedType: null });
      }
    },
  };
}

/** A vendor's side: submit the quote made of its lines, or decline to quote. */
export function rfpBidActions(): ActionHandlers {
  return {
    async submitQuote({ tx, record, input }) {
      const tender = (await rowById(tx, rfps, record.rfpId))!;
      if (tender.state !== 'sent') throw new PorticoError('CONFLICT', msg('rfp.notTakingQuotes'));
      if (today() > String(tender.dueDate))
        throw new PorticoError('CONFLICT', msg('rfp.quotesWereDue', { date: dayParam(tender.dueDate) }));
      const lines = (await tx
        .select()
        .from(quoteLines)
        .where(and(eq(quoteLines.bidId!, String(record.id)), eq(quoteLines.status!, 'active')))) as Row[];
      if (lines.length === 0) throw new PorticoError('CONFLICT', msg('rfp.addQuoteLine'));
      return {
        quoteTotal: lines.reduce((sum, l) => sum + Number(l.total ?? 0), 0),
        quoteNote: input.quoteNote ?? null,
        quotedAt: new Date().toISOString(),
      };
    },
    async decline({ tx, record }) {
      const tender = (await rowById(tx, rfps, record.rfpId))!;
      if (tender.state === 'awarded') throw new PorticoError('CONFLICT', msg('rfp.awarded'));
    },
  };
}
