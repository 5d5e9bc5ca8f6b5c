import { amenity, communityEvent, reservation } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { amenities, communityEvents, reservations } from './reservations.schema';
import { amenityHooks, eventHooks } from './amenity.hooks';
import { reservationHooks } from './reservation.hooks';
import { reservationActions } from './reservation.actions';
import { reservationNotices } from './reservation-notices';
import { reservationExpiryJob } from './expire-reservations';
import { reservationReminderJob } from './reservation-reminders';

/** Amenities, their reservations and the properties' events (community service). */
export const reservationResources: ResourceRegistration[] = [
  { def: amenity, table: amenities, hooks: amenityHooks },
  {
    def: reservation,
    table: reservations,
    hooks: reservationHooks(reservationNotices()),
    actions: reservationActions(reservationNotices()),
  },
  { def: communityEvent, table: communityEvents, hooks: eventHooks },
];

/** Scheduled work of reservations (ADR 0017): requests expire at their start; residents are reminded a day ahead. */
export const reservationJobs = () => [reservationExpiryJob(reservationNotices()), reservationReminderJob(reservationNotices())];
