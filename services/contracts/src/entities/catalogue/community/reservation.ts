import { addDays, todayIso } from '../../../domain/calendar-days';
import { defineEntity } from '../../define';
import { RESERVATION_STATES } from './field-helpers';

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
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'create', 'update', 'import'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read', 'create'],
    editor: ['list', 'read'],
  },
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
  fields: {
    title: { kind: 'text', label: { en: 'Reservation', es: 'Reserva' }, max: 200, readOnly: true, list: true, searchable: true },
    amenityId: {
      kind: 'ref',
      ref: 'amenity',
      label: { en: 'Amenity', es: 'Amenidad' },
      required: true,
      immutable: true,
      filterable: true,
    },
    state: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      options: RESERVATION_STATES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    unitId: {
      kind: 'ref',
      ref: 'unit',
      label: { en: 'Unit', es: 'Unidad' },
      required: 'The Unit field is required',
      immutable: true,
      filterable: true,
    },
    userId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'Resident', es: 'Residente' },
      immutable: true,
      filterable: true,
    },
    // Who the booking is for, by name: residents cannot read user records, and lists show it.
    residentName: {
      kind: 'text',
      label: { en: 'Booked For', es: 'Reservada para' },
      max: 160,
      readOnly: true,
      list: true,
      searchable: true,
    },
    startAt: {
      kind: 'datetime',
      label: { en: 'Start Date', es: 'Fecha de inicio' },
      required: 'The Start Date field is required',
      immutable: true,
      list: true,
      sortable: true,
      range: true,
    },
    endAt: {
      kind: 'datetime',
      label: { en: 'End Date', es: 'Fecha de fin' },
      required: 'The End Date field is required',
      immutable: true,
      list: true,
      sortable: true,
    },
    expectedPeople: {
      kind: 'integer',
      label: { en: 'Expected Number of People', es: 'Número de personas esperadas' },
      min: 1,
      max: 10000,
      immutable: true,
      list: true,
    },
    multiDay: { kind: 'boolean', label: { en: 'Multi-day', es: 'Varios días' }, immutable: true, filterable: true },
    joinWaitlist: {
      kind: 'boolean',
      label: { en: 'Join the waitlist when full', es: 'Unirse a la lista de espera si está lleno' },
      immutable: true,
    },
    termsAccepted: { kind: 'boolean', label: { en: 'I accept the terms', es: 'Acepto los términos' }, immutable: true },
    notifyUser: { kind: 'boolean', label: { en: 'Notify User', es: 'Notificar al usuario' } },
    userComments: { kind: 'longText', label: { en: 'User Comments', es: 'Comentarios del usuario' }, max: 2000 },
    internalComments: { kind: 'longText', label: { en: 'Internal Comments', es: 'Comentarios internos' }, max: 2000, internal: true },
    // One per booking attempt (the form's): a retried or double-sent request books once (domains.md).
    // The booking form's retry key: sent by the resident, shown to nobody outside management.
    idempotencyKey: {
      kind: 'text',
      label: { en: 'Idempotency Key', es: 'Clave de idempotencia' },
      max: 100,
      immutable: true,
      readers: ['staff'],
      writers: ['staff', 'resident'],
    },
    bookingId: {
      kind: 'ref',
      ref: 'reservation',
      label: { en: 'Multi-day Booking', es: 'Reserva de varios días' },
      readOnly: true,
      filterable: true,
    },
    dayNumber: { kind: 'integer', label: { en: 'Day', es: 'Día' }, readOnly: true },
    dayCount: { kind: 'integer', label: { en: 'Days in Booking', es: 'Días de la reserva' }, readOnly: true },
    deposit: { kind: 'money', label: { en: 'Deposit', es: 'Depósito' }, readOnly: true },
    blockReason: { kind: 'longText', label: { en: 'Block Reason', es: 'Motivo del bloqueo' }, readOnly: true },
    rejectReasons: { kind: 'longText', label: { en: 'Reject Reasons', es: 'Motivos del rechazo' }, readOnly: true },
    cancelReason: { kind: 'longText', label: { en: 'Cancellation Reason', es: 'Motivo de la cancelación' }, readOnly: true },
    decidedBy: { kind: 'ref', ref: 'user', label: { en: 'Decided By', es: 'Decidida por' }, readOnly: true, readers: ['staff'] },
    decidedAt: { kind: 'datetime', label: { en: 'Decided At', es: 'Decidida el' }, readOnly: true },
  },
});
