import { addDays, todayIso } from '../../../domain/calendar-days';
import { defineEntity } from '../../define';
import { RESERVATION_STATES } from './field-helpers';
import { datetime, endField, flag, integer, longText, money, OWNING_UNIT, ref, startField, statusField, text } from '../../field-builders';
import { MANAGE, MANAGE_IMPORT, RAISE, READ, management } from '../../grant-profiles';

/** `hour`:00 UTC, `days` from now: sample times that stay in the future. */
function exampleHour(days: number, hour: number): string {
  return `${addDays(todayIso(), days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}

export { BOOKING_PERIODS, HOLDING_STATES, RESERVATION_STATES, type ReservationState } from './field-helpers';

/**
 * A booking of an amenity by a unit (domains.md, Community). One reservation covers one day; a
 * multi-day booking is its first day's reservation plus one per further day, all linked by
 * `bookingId`. Billing reads `deposit`, `unitId` and `state` from its events.
 */
export const reservation = defineEntity({
  name: 'reservation',
  domain: 'community',
  module: 'reservations',
  table: 'reservations',
  title: { en: 'Reservation', es: 'Reserva' },
  titlePlural: { en: 'Reservations', es: 'Reservas' },
  tenancy: 'property',
  parent: { entity: 'amenity', field: 'amenityId' },
  // Residents are narrowed to their unit's reservations by the unit column; a resident books for
  // their own unit, as themselves (the service checks both).
  displayField: 'title',
  defaultSort: { field: 'startAt', direction: 'desc' },
  // Generated records (tests, bench): one hour a week ahead, a party that fits any amenity.
  example: {
    startAt: exampleHour(7, 10),
    endAt: exampleHour(7, 11),
    expectedPeople: 1,
    multiDay: false,
    joinWaitlist: false,
    termsAccepted: true,
  },
  grants: { ...management(MANAGE_IMPORT), staff: MANAGE, resident: RAISE, editor: READ },
  fields: {
    title: text('Reservation', 'Reserva', { max: 200, readOnly: true, list: true, searchable: true }),
    amenityId: ref('amenity', 'Amenity', 'Amenidad', { required: true, immutable: true, filterable: true }),
    state: statusField(RESERVATION_STATES, { sortable: true }),
    unitId: ref('unit', 'Unit', 'Unidad', { ...OWNING_UNIT, filterable: true }),
    userId: ref('user', 'Resident', 'Residente', { immutable: true, filterable: true }),
    // Who the booking is for, by name: residents cannot read user records, and lists show it.
    residentName: text('Booked For', 'Reservada para', { max: 160, readOnly: true, list: true, searchable: true }),
    startAt: startField('datetime', { immutable: true, list: true, sortable: true, range: true }),
    endAt: endField('datetime', { immutable: true, list: true, sortable: true }),
    expectedPeople: integer('Expected Number of People', 'Número de personas esperadas', {
      min: 1,
      max: 10000,
      immutable: true,
      list: true,
    }),
    multiDay: flag('Multi-day', 'Varios días', { immutable: true, filterable: true }),
    joinWaitlist: flag('Join the waitlist when full', 'Unirse a la lista de espera si está lleno', { immutable: true }),
    termsAccepted: flag('I accept the terms', 'Acepto los términos', { immutable: true }),
    notifyUser: flag('Notify User', 'Notificar al usuario'),
    userComments: longText('User Comments', 'Comentarios del usuario', { max: 2000 }),
    internalComments: longText('Internal Comments', 'Comentarios internos', { max: 2000, internal: true }),
    // One per booking attempt (the form's): a retried or double-sent request books once (domains.md).
    // The booking form's retry key: sent by the resident, shown to nobody outside management.
    idempotencyKey: text('Idempotency Key', 'Clave de idempotencia', {
      max: 100,
      immutable: true,
      readers: ['staff'],
      writers: ['staff', 'resident'],
    }),
    bookingId: ref('reservation', 'Multi-day Booking', 'Reserva de varios días', { readOnly: true, filterable: true }),
    dayNumber: integer('Day', 'Día', { readOnly: true }),
    dayCount: integer('Days in Booking', 'Días de la reserva', { readOnly: true }),
    deposit: money('Deposit', 'Depósito', { readOnly: true }),
    blockReason: longText('Block Reason', 'Motivo del bloqueo', { readOnly: true }),
    rejectReasons: longText('Reject Reasons', 'Motivos del rechazo', { readOnly: true }),
    cancelReason: longText('Cancellation Reason', 'Motivo de la cancelación', { readOnly: true }),
    decidedBy: ref('user', 'Decided By', 'Decidida por', { readOnly: true, readers: ['staff'] }),
    decidedAt: datetime('Decided At', 'Decidida el', { readOnly: true }),
  },
});
