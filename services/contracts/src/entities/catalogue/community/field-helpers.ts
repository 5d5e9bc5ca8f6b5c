import { longText } from '../../field-builders';
import { MANAGE, READ, management } from '../../grant-profiles';

/** Field shapes and grants the community's entities share. */

/**
 * Managers and staff run the hub (and the notices and parcels of the front desk); each entity
 * adds what residents may do with it: read, or raise what concerns them.
 */
export const HUB_GRANTS = { ...management(MANAGE), staff: MANAGE, editor: READ } as const;

/** The official response every suggestion decision may carry (required when declining). */
export function officialResponseInput(required: boolean) {
  return longText('Official Response', 'Respuesta oficial', {
    max: 4000,
    ...(required ? { required: 'Write the official response' } : {}),
  });
}

/** `HH:MM` on a 24-hour clock (hours of operation). */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const BOOKING_PERIODS = [
  { value: 'daily', label: { en: 'Daily', es: 'Diario' } },
  { value: 'weekly', label: { en: 'Weekly', es: 'Semanal' } },
  { value: 'monthly', label: { en: 'Monthly', es: 'Mensual' } },
] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number]['value'];

/**
 * The reservation lifecycle (domains.md): PENDING holds its slot until decided; WAITLISTED
 * holds nothing and is promoted to PENDING when a holder leaves.
 */
export const RESERVATION_STATES = [
  { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
  { value: 'approved', label: { en: 'Approved', es: 'Aprobada' } },
  { value: 'waitlisted', label: { en: 'Waitlisted', es: 'En lista de espera' } },
  { value: 'completed', label: { en: 'Completed', es: 'Completada' } },
  { value: 'no-show', label: { en: 'No-show', es: 'No se presentó' } },
  { value: 'rejected', label: { en: 'Rejected', es: 'Rechazada' } },
  { value: 'cancelled', label: { en: 'Cancelled', es: 'Cancelada' } },
  { value: 'blocked', label: { en: 'Blocked', es: 'Bloqueada' } },
  // Nobody decided (or no spot freed up) before the start: set by the service's job.
  { value: 'expired', label: { en: 'Expired', es: 'Vencida' } },
] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number]['value'];

/** States whose reservation takes its spots at the amenity (capacity, limits, buffers). */
export const HOLDING_STATES: readonly ReservationState[] = ['pending', 'approved'];

export const DECIDERS = { parent: true, 'property-manager': true, staff: true } as const;

/** "Schedule": a draft waits for its date (a bulletin's start date, a notification's send time). */
export const SCHEDULE_DRAFT = {
  name: 'schedule',
  event: 'scheduled',
  label: { en: 'Schedule', es: 'Programar' },
  from: ['draft'],
  to: 'scheduled',
  tone: 'primary',
} as const;
