import { daysBetween } from '../../../domain/calendar-days';
import type { Weekday } from '../../../domain/weekly-hours';
import { plural } from '../../../display/format';
import { z } from 'zod';
import { msg } from '../../../messages/render';
import { keyedIssue } from '../../../messages/zod';
import type { AnalyticsBucket } from '../maintenance/analytics-routes';
import { calendarDate, dateOrDateTime, rangeIsReversed, uuidString } from '../../input-rules';
import { slugFor } from '../../permissions';
import { aboutRecord, defineRoute } from '../../routes';
import { defineDailyActivityRoute } from '../../daily-activity';
import { amenity } from './amenity';
import { reservation } from './reservation';

/** The community service's subjects of the reservation routes (ADR 0029). */
export const AMENITY_AVAILABILITY_SUBJECT = 'community.amenity.availability';
export const RESERVATION_ANALYTICS_SUBJECT = 'community.reservation.analytics';

/** One bookable slot of an amenity: how many people it allows, and how many more fit. */
export interface AvailabilitySlot {
  startAt: string;
  endAt: string;
  max: number;
  remaining: number;
  full: boolean;
}

export interface AmenityAvailability {
  amenityId: string;
  maxPeople: number;
  slotMinutes: number;
  /** The property's IANA zone: the slots' days and the hours are on its wall clock (issue 18). */
  timeZone: string;
  /** Hours of each weekday, Monday first, `HH:MM` (`24:00`: midnight); null when closed that day. */
  hours: { day: Weekday; open: string | null; close: string | null }[];
  /** Closed for booking: every slot is full. */
  closed: boolean;
  slots: AvailabilitySlot[];
}

/** The spec's capacity warning: the maximum people allowed and the remaining spots at a slot. */
export function capacityWarning(max: number, remaining: number): { en: string; es: string } {
  return {
    en: `This time slot allows at most ${plural(max, 'en', { one: '{n} person', other: '{n} people' })}; ${plural(remaining, 'en', { one: '{n} spot remains', other: '{n} spots remain' })}.`,
    es: `Este horario admite como máximo ${plural(max, 'es', { one: '{n} persona', other: '{n} personas' })}; ${plural(remaining, 'es', { one: 'queda {n} lugar', other: 'quedan {n} lugares' })}.`,
  };
}

export interface ReservationAnalytics {
  total: number;
  pending: number;
  upcoming: number;
  byState: AnalyticsBucket[];
  byAmenity: AnalyticsBucket[];
  /** Hour of day (0–23, UTC) the reservations start at: key is the hour. */
  byHour: AnalyticsBucket[];
  /** Expected people across the reservations that hold or held a slot. */
  people: number;
}

/**
 * `GET /api/v1/amenities/{id}/availability`: the amenity's slots from one day to another
 * (inclusive, at most 62 days), each with its maximum and remaining spots.
 */
export const amenityAvailabilityQuerySchema = z
  .strictObject({
    from: calendarDate('From must be a date (YYYY-MM-DD)'),
    to: calendarDate('To must be a date (YYYY-MM-DD)'),
    /** Leave this reservation's own spots out (rebooking it). */
    exclude: uuidString.optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('date', q.from, q.to))
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.toBeforeFrom')) });
    else if (daysBetween(q.from, q.to) > 62)
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.rangeTooLong', { count: 62 })) });
  });
export type AmenityAvailabilityQuery = z.infer<typeof amenityAvailabilityQuerySchema>;

/** `GET /api/v1/analytics/reservation`: one property, one amenity, and a start-date range. */
export const reservationAnalyticsQuerySchema = z
  .strictObject({
    propertyId: uuidString.optional(),
    amenityId: uuidString.optional(),
    from: dateOrDateTime('From must be a date (YYYY-MM-DD) or a date and time').optional(),
    to: dateOrDateTime('To must be a date (YYYY-MM-DD) or a date and time').optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('instant', q.from, q.to))
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.toBeforeFrom')) });
  });
export type ReservationAnalyticsQuery = z.infer<typeof reservationAnalyticsQuerySchema>;

/** An amenity's slots with their remaining spots (the booking form's calendar). */
export const amenityAvailabilityRoute = defineRoute({
  name: 'amenity.availability',
  summary: 'Amenity availability',
  description:
    "The amenity's bookable slots from one day to another (inclusive, at most 62 days, days of the property's calendar), each with its maximum and remaining spots (ADR 0029), with the weekly hours and the property's time zone they are read in.",
  domain: 'community',
  method: 'GET',
  path: '/amenities/:id/availability',
  permission: slugFor(amenity, 'read'),
  subject: AMENITY_AVAILABILITY_SUBJECT,
  tag: 'Amenities',
  ...aboutRecord(amenity),
  query: amenityAvailabilityQuerySchema,
  example: { query: { from: '2030-01-07', to: '2030-01-13' } },
  ok: 'Slots of the amenity with their maximum and remaining spots',
  errors: [401, 403, 404, 422],
});

/** The reservation analytics page's aggregates, in the caller's scope. */
export const reservationAnalyticsRoute = defineRoute({
  name: 'analytics.reservation',
  summary: 'Reservation analytics',
  description:
    "Reservation counts by status, amenity and hour for one property, one amenity and a start-date range, in the caller's scope.",
  domain: 'community',
  method: 'GET',
  path: '/analytics/reservation',
  permission: slugFor(reservation, 'list'),
  subject: RESERVATION_ANALYTICS_SUBJECT,
  tag: 'Analytics',
  query: reservationAnalyticsQuerySchema,
  ok: "Reservation counts by status, amenity and hour in the caller's scope",
  errors: [401, 403, 422],
});

/** Reservations held (by their start) on each day of a range, in the caller's scope (the dashboard's chart). */
export const reservationDailyRoute = defineDailyActivityRoute({
  name: 'analytics.reservationDaily',
  summary: 'Reservations per day',
  description:
    "Reservations starting on each day of a range (at most 32 days) that are or were on: pending, approved, completed or no-show; in the caller's scope.",
  domain: 'community',
  path: '/analytics/reservation/daily',
  entity: reservation,
  subject: 'community.reservation.daily',
  ok: 'Each day of the range with its reservations',
});
