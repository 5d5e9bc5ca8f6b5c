import type { AnalyticsBucket } from './maintenance';

/** The community service's subjects of the hand-written reservation routes. */
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
  openTime: string;
  closeTime: string;
  /** Closed for booking: every slot is full. */
  closed: boolean;
  slots: AvailabilitySlot[];
}

/** The spec's capacity warning: the maximum people allowed and the remaining spots at a slot. */
export function capacityWarning(max: number, remaining: number): { en: string; es: string } {
  return {
    en: `This time slot allows at most ${max} people; ${remaining} ${remaining === 1 ? 'spot remains' : 'spots remain'}.`,
    es: `Este horario admite como máximo ${max} personas; ${remaining === 1 ? 'queda 1 lugar' : `quedan ${remaining} lugares`}.`,
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
