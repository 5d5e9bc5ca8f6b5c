import { and, eq, ne } from 'drizzle-orm';
import { PorticoError, order, rfpBid, todayIso } from '@portico/contracts';
import { queueDomainMail, type ActionHandlers, type Db } from '@portico/platform';
import { orders, quoteLines, rfpBids, rfps, vendors } from '../schema';
import { changeRecord, rowById } from '../shared/record-writes';
import { assertCompliant } from '../vendors/compliance';

type Row = Record<string, unknown>;
const today = () => todayIso();

async function bidsOf(tx: Db, rfpId: string): Promise<Row[]> {
  return (await tx
    .select()
    .from(rfpBids)
    .where(and(eq(rfpBids.rfpId!, rfpId), eq(rfpBids.status!, 'active')))) as Row[];
}

async function mailVendor(tx: Db, vendorId: unknown, subject: string, text: string): Promise<void> {
  const v = await rowById(tx, vendors, vendorId);
  if (typeof v?.email === 'string') await queueDomainMail(tx, 'maintenance', { to: v.email, subject, text });
}

/** The tender's rules (domains.md): send, close bidding, award (assigns the order), cancel. */
export function rfpActions(): ActionHandlers {
  return {
    async send({ tx, record }) {
      const bids = await bidsOf(tx, String(record.id));
      if (bids.length === 0) throw new PorticoError('CONFLICT', 'Invite at least one vendor before sending the RFP.');
      if (String(record.dueDate) < today()) throw new PorticoError('CONFLICT', 'The due date has passed: move it before sending.');
      for (const bid of bids)
        await mailVendor(
          tx,
          bid.vendorId,
          `Request for proposal: ${String(record.title)}`,
          `You are invited to quote "${String(record.title)}".\nQuestions until ${String(record.sendQuestionDate ?? record.dueDate)}; quotes due ${String(record.dueDate)}.\nOpen it in Portico: /rfp-bids/view/${String(bid.id)}`,
        );
    },
    async closeBidding({ tx, principal, record }) {
      for (const bid of await bidsOf(tx, String(record.id)))
        if (bid.state === 'invited' || bid.state === 'viewed')
          await changeRecord(tx, rfpBid, rfpBids, principal.userId, String(bid.id), { state: 'no-response' });
    },
    async award({ tx, principal, record, input }) {
      const winner = await rowById(tx, rfpBids, input.bidId, true);
      if (!winner || winner.rfpId !== record.id) throw PorticoError.validation([{ path: 'bidId', message: 'Choose a bid of this RFP.' }]);
      if (winner.state !== 'quoted') throw new PorticoError('CONFLICT', 'Only a submitted quote can be awarded.');
      const work = (await rowById(tx, orders, record.orderId, true))!;
      const chosen = (await rowById(tx, vendors, winner.vendorId))!;
      assertCompliant(chosen, String(work.dueDate ?? today()), 'bidId');
      if (!['open', 'assigned', 'on-hold'].includes(String(work.state)))
        throw new PorticoError('CONFLICT', `The order is ${String(work.state)}: it cannot be awarded.`);
      await changeRecord(tx, rfpBid, rfpBids, principal.userId, String(winner.id), { state: 'awarded' });
      const others = (await tx
        .select()
        .from(rfpBids)
        .where(and(eq(rfpBids.rfpId!, String(record.id)), ne(rfpBids.id!, String(winner.id))))) as Row[];
      for (const bid of others) {
        if (bid.state === 'declined') continue;
        await changeRecord(tx, rfpBid, rfpBids, principal.userId, String(bid.id), { state: 'lost' });
        await mailVendor(
          tx,
          bid.vendorId,
          `RFP awarded: ${String(record.title)}`,
          `Thank you for your quote. "${String(record.title)}" was awarded to another vendor.`,
        );
      }
      await changeRecord(tx, order, orders, principal.userId, String(work.id), {
        state: 'assigned',
        assignedType: 'rfp',
        vendorId: chosen.id,
        vendorUserId: chosen.userId ?? null,
        assignedStaffId: null,
        laborCost: winner.quoteTotal ?? null,
      });
      await mailVendor(
        tx,
        chosen.id,
        `RFP awarded to you: ${String(record.title)}`,
        `Your quote for "${String(record.title)}" was accepted. The work order is now assigned to you: /orders/view/${String(work.id)}`,
      );
      return { awardedVendorId: chosen.id };
    },
    async cancel({ tx, principal, record, reason }) {
      for (const bid of await bidsOf(tx, String(record.id))) {
        if (['declined', 'lost'].includes(String(bid.state))) continue;
        await changeRecord(tx, rfpBid, rfpBids, principal.userId, String(bid.id), { state: 'lost' });
        await mailVendor(
          tx,
          bid.vendorId,
          `RFP cancelled: ${String(record.title)}`,
          `The request for proposal "${String(record.title)}" was cancelled.\n${reason ?? ''}`,
        );
      }
    },
  };
}

/** A vendor's side: submit the quote made of its lines, or decline to quote. */
export function rfpBidActions(): ActionHandlers {
  return {
    async submitQuote({ tx, record, input }) {
      const tender = (await rowById(tx, rfps, record.rfpId))!;
      if (tender.state !== 'sent') throw new PorticoError('CONFLICT', 'This RFP is not taking quotes.');
      if (today() > String(tender.dueDate)) throw new PorticoError('CONFLICT', `Quotes were due on ${String(tender.dueDate)}.`);
      const lines = (await tx
        .select()
        .from(quoteLines)
        .where(and(eq(quoteLines.bidId!, String(record.id)), eq(quoteLines.status!, 'active')))) as Row[];
      if (lines.length === 0) throw new PorticoError('CONFLICT', 'Add at least one quote line before submitting.');
      return {
        quoteTotal: lines.reduce((sum, l) => sum + Number(l.total ?? 0), 0),
        quoteNote: input.quoteNote ?? null,
        quotedAt: new Date().toISOString(),
      };
    },
    async decline({ tx, record }) {
      const tender = (await rowById(tx, rfps, record.rfpId))!;
      if (tender.state === 'awarded') throw new PorticoError('CONFLICT', 'This RFP has been awarded.');
    },
  };
}
