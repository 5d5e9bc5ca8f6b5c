import { amenity, communityEvent, reservation } from '@portico/contracts/community';
import { type RemoteFeature, combineFeatures, resourceFeature } from '@portico/shell-ui';
import {
  RESERVATIONS_SECTION,
  reservationMenu,
  reservationQuickAccess,
  reservationSections,
  reservationWidgets,
} from './reservations.manifest';
import { BookingForm } from './BookingForm';
import { eventsCalendarPage, reservationCalendarPage, reservationCalendarRoutes } from './ReservationCalendars';
import { reservationAnalyticsPage, reservationAnalyticsRoute } from './ReservationAnalytics';
import { amenityView, reservationView } from './views';

const menu = (icon: string) => ({ menu: { section: RESERVATIONS_SECTION, icon } });

/** Amenities, reservations (with the booking form) and events, their calendars and analytics. */
export const reservationFeatures: RemoteFeature[] = [
  combineFeatures(
    'reservations',
    [
      resourceFeature(amenity, { ...menu('building'), importable: true, view: amenityView }),
      // The booking form replaces the generic New screen (routes are matched in order).
      resourceFeature(reservation, {
        ...menu('calendar'),
        view: reservationView,
        extraRoutes: [{ path: `/${reservation.module}/new`, render: () => <BookingForm /> }],
      }),
      resourceFeature(communityEvent, { ...menu('calendar'), importable: true }),
    ],
    {
      widgets: reservationWidgets,
      quickAccess: reservationQuickAccess,
      sections: reservationSections,
      routes: [...reservationCalendarRoutes, reservationAnalyticsRoute],
      pages: [reservationCalendarPage, eventsCalendarPage, reservationAnalyticsPage],
      menu: reservationMenu,
    },
  ),
];
