import { amenity, communityEvent, reservation } from '@portico/contracts/community';
import { type RemoteFeature, combineFeatures, resourceFeature } from '@portico/shell-ui';
import {
  RESERVATIONS_SECTION,
  reservationMenu,
  reservationQuickAccess,
  reservationSections,
  reservationWidgets,
} from './reservations.manifest';
import { AmenityForm } from './AmenityForm';
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
      // The weekly hours get their own editor on the amenity's New and Edit screens.
      resourceFeature(amenity, {
        ...menu('building'),
        importable: true,
        view: amenityView,
        extraRoutes: [
          { path: `/${amenity.module}/new`, render: () => <AmenityForm mode="create" /> },
          { path: `/${amenity.module}/edit/:id`, render: ({ id }) => <AmenityForm key={id} mode="edit" id={id} /> },
        ],
      }),
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
