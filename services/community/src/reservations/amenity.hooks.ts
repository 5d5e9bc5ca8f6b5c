import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PorticoError, type FieldError, msg, fieldError } from '@portico/contracts';
import type { ResourceHooks } from '@portico/platform';
import { clockMinutes } from './booking-rules';
import { reservations } from './reservations.schema';

type Row = Record<string, unknown>;

/** Hours of operation are `HH:MM`, closing after opening (`00:00` closing means midnight). */
function hoursProblems(values: Row): FieldError[] {
  const out: FieldError[] = [];
  for (const key of ['openTime', 'closeTime'] as const)
    if (values[key] != null && values[key] !== '' && clockMinutes(values[key]) === undefined)
      out.push(fieldError(key, msg('amenity.time24')));
  const open = clockMinutes(values.openTime) ?? 0;
  const close = clockMinutes(values.closeTime);
  if (out.length === 0 && close !== undefined && close !== 0 && close <= open)
    out.push(fieldError('closeTime', msg('amenity.closeAfterOpen')));
  const min = Number(values.minHours ?? 0);
  const max = Number(values.maxHours ?? 0);
  if (min && max && max < min) out.push(fieldError('maxHours', msg('amenity.maxBelowMin')));
  if (values.bookingLimit && !values.howOften) out.push(fieldError('howOften', msg('amenity.chooseHowOften')));
  return out;
}

export const amenityHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    values.operatingStatus ??= 'open';
    values.slotMinutes ??= 60;
    values.maxPeople ??= 1;
    values.openTime ??= '08:00';
    values.closeTime ??= '22:00';
    const problems = hoursProblems(values);
    if (problems.length) throw PorticoError.validation(problems);
  },
  async beforeUpdate({ current, changes }) {
    const problems = hoursProblems({ ...current, ...changes });
    if (problems.length) throw PorticoError.validation(problems);
  },
  // Reservations keep their amenity (history, deposits, billing): an amenity with any stays archived.
  async beforeDelete({ tx, current }) {
    const r = reservations as unknown as Record<string, PgColumn>;
    const [any] = await tx
      .select({ id: r.id! })
      .from(reservations)
      .where(eq(r.amenityId!, String(current.id)))
      .limit(1);
    if (any) throw new PorticoError('CONFLICT', msg('amenity.hasReservations'));
  },
};

export const eventHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    if (Date.parse(String(values.endAt)) <= Date.parse(String(values.startAt)))
      throw PorticoError.validation([fieldError('endAt', msg('booking.endAfterStart'))]);
  },
  async beforeUpdate({ current, changes }) {
    const next = { ...current, ...changes };
    if (Date.parse(String(next.endAt)) <= Date.parse(String(next.startAt)))
      throw PorticoError.validation([fieldError('endAt', msg('booking.endAfterStart'))]);
  },
};
