import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  PorticoError,
  actionEventSubject,
  reservationApprove,
  reservationBlock,
  reservationCancel,
  reservationReject,
  type ActionDef,
  msg,
} from '@portico/contracts';
import { applyRecordChange, type ActionHandlers, type Db, type Principal, type ResourceService } from '@portico/platform';
import { reservation } from '@portico/contracts';
import { reservations } from './reservations.schema';
import { capacityProblem, type AmenityRules } from './booking-rules';
import { heldAt, lockAmenity } from './reservation.hooks';
import { assertApprover, isResident } from './reservation-people';
import type { ReservationNotices, ReservationStep } from './reservation-notices';

type Row = Record<string, unknown>;
const r = reservations as unknown as Record<string, PgColumn>;

/**
 * The first day of a multi-day booking speaks for the booking: deciding or cancelling it does
 * the same to its other days still in a state the action starts from (each with the action's
 * own event, so billing hears of every day). A later day alone changes only itself.
 */
async function cascade(
  tx: Db,
  service: ResourceService | undefined,
  principal: Principal,
  action: ActionDef,
  record: Row,
  changes: Row,
  reason: string | undefined,
): Promise<Row[]> {
  if (!service || !record.bookingId || record.bookingId !== record.id) return [];
  const siblings = (await tx
    .select()
    .from(reservations)
    .where(
      and(eq(r.bookingId!, String(record.id)), ne(r.id!, String(record.id)), inArray(r.state!, [...action.from]), eq(r.status!, 'active')),
    )
    .for('update')) as Row[];
  const out: Row[] = [];
  for (const day of siblings)
    out.push(
      await service.applyAction(
        tx,
        principal,
        day,
        { ...changes, state: action.to },
        {
          subject: actionEventSubject(action),
          meta: { action: action.name, from: String(day.state), to: String(action.to), ...(reason ? { reason } : {}) },
        },
      ),
    );
  return out;
}

/**
 * Waitlisted requests of the amenity overlapping the freed days get the spots now free, oldest
 * first (ADR 0029): each moves to pending (approval needed) or approved, and its resident hears.
 */
async function promoteWaitlist(tx: Db, actorId: string, amenityId: string, freed: Row[], notices: ReservationNotices): Promise<void> {
  const amenity = await lockAmenity(tx, amenityId);
  if (!amenity || freed.length === 0) return;
  const from = new Date(Math.min(...freed.map((f) => Date.parse(String(f.startAt)))));
  const to = new Date(Math.max(...freed.map((f) => Date.parse(String(f.endAt)))));
  const buffer = Number(amenity.bufferMinutes ?? 0) * 60_000;
  const freedIds = freed.map((f) => String(f.id));
  const waiting = (await tx
    .select()
    .from(reservations)
    .where(and(eq(r.amenityId!, amenityId), eq(r.state!, 'waitlisted'), eq(r.status!, 'active')))
    .orderBy(asc(r.createdAt!))) as Row[];
  // A booking is promoted whole: every day of it must fit.
  const bookings = new Map<string, Row[]>();
  for (const w of waiting) {
    const key = String(w.bookingId ?? w.id);
    bookings.set(key, [...(bookings.get(key) ?? []), w]);
  }
  for (const days of bookings.values()) {
    const touches = days.some((d) => Date.parse(String(d.startAt)) < to.getTime() && Date.parse(String(d.endAt)) > from.getTime());
    if (!touches || Date.parse(String(days[0]!.startAt)) < Date.now()) continue;
    let fits = true;
    for (const d of days) {
      const window = { startAt: new Date(String(d.startAt)), endAt: new Date(String(d.endAt)) };
      // The freed reservations still read as holding: the runner writes their new state after this.
      const held = await heldAt(
        tx,
        amenityId,
        new Date(window.startAt.getTime() - buffer),
        new Date(window.endAt.getTime() + buffer),
        freedIds,
      );
      if (capacityProblem(amenity as AmenityRules, held, window, Number(d.expectedPeople ?? 1))) fits = false;
    }
    if (!fits) continue;
    const state = amenity.requiresApproval ? 'pending' : 'approved';
    for (const d of days) await applyRecordChange(tx, reservation, reservations, actorId, String(d.id), { state });
    const first = days.find((d) => d.dayNumber === 1) ?? days[0]!;
    await notices.toResident(tx, { ...first, state }, String(amenity.name), 'promoted');
  }
}

async function amenityName(tx: Db, record: Row): Promise<string> {
  const amenity = await lockAmenity(tx, record.amenityId);
  return String(amenity?.name ?? 'the amenity');
}

/**
 * The reservation lifecycle's rules (domains.md); the runner has checked the slug, the scope and
 * the from-state, and writes the state and the event.
 */
export function reservationActions(notices: ReservationNotices) {
  return ({ resources }: { resources: Map<string, ResourceService> }): ActionHandlers => {
    const service = () => resources.get('reservation');
    const decide = async (
      tx: Db,
      principal: Principal,
      action: ActionDef,
      record: Row,
      changes: Row,
      step: ReservationStep,
      reason: string | undefined,
      frees: boolean,
    ) => {
      const others = await cascade(tx, service(), principal, action, record, changes, reason);
      const name = await amenityName(tx, record);
      await notices.toResident(tx, { ...record, ...changes, state: action.to }, name, step, reason);
      if (frees && record.state !== 'waitlisted')
        await promoteWaitlist(tx, principal.userId, String(record.amenityId), [record, ...others], notices);
      return changes;
    };
    const decided = (p: Principal) => ({ decidedBy: p.userId, decidedAt: new Date().toISOString() });
    return {
      async approve({ tx, principal, record }) {
        await assertApprover(tx, principal, record);
        return decide(tx, principal, reservationApprove, record, decided(principal), 'approved', undefined, false);
      },
      async reject({ tx, principal, record, reason }) {
        await assertApprover(tx, principal, record);
        return decide(tx, principal, reservationReject, record, { ...decided(principal), rejectReasons: reason }, 'rejected', reason, true);
      },
      async block({ tx, principal, record, reason }) {
        await assertApprover(tx, principal, record);
        return decide(tx, principal, reservationBlock, record, { ...decided(principal), blockReason: reason }, 'blocked', reason, true);
      },
      async cancel({ tx, principal, record, reason }) {
        // A resident cancels before the reservation starts (the cut-off); staff cancel any time.
        if (isResident(principal) && Date.parse(String(record.startAt)) <= Date.now())
          throw new PorticoError('CONFLICT', msg('reservation.startedAskManager'));
        return decide(tx, principal, reservationCancel, record, { cancelReason: reason }, 'cancelled', reason, true);
      },
      async complete({ tx, record }) {
        if (Date.parse(String(record.startAt)) > Date.now()) throw new PorticoError('CONFLICT', msg('reservation.notStarted'));
        await notices.toResident(tx, { ...record, state: 'completed' }, await amenityName(tx, record), 'completed');
      },
      async noShow({ tx, record }) {
        if (Date.parse(String(record.startAt)) > Date.now()) throw new PorticoError('CONFLICT', msg('reservation.notStarted'));
        await notices.toResident(
          tx,
          { ...record, state: 'no-show' },
          await amenityName(tx, record),
          'noShow',
          'Three no-shows in 90 days pause the unit’s bookings.',
        );
      },
    };
  };
}
