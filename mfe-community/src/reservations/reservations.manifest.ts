import type { MenuSection, RemoteMenuItem, RemoteQuickAccess, RemoteSection, RemoteWidget } from '@portico/shell-sdk';
import { text } from './text';

/** Manifest data of the reservations feature that no EntityDef carries. */
export const RESERVATIONS_SECTION: MenuSection = { key: 'reservations', label: { en: 'Reservations', es: 'Reservas' }, order: 21 };

/** Dashboard (spec): the pending reservations count, the latest reservations, and reservations per day for the chart. */
export const reservationWidgets: RemoteWidget[] = [
  {
    id: 'reservations-pending',
    kind: 'count',
    label: text.pendingWidget,
    module: 'reservations',
    permission: 'reservations-list',
    path: '/reservations/list',
    icon: 'calendar',
    color: 'warning',
    filters: { state: 'pending' },
  },
  {
    id: 'reservations-latest',
    kind: 'recent',
    label: text.latestWidget,
    module: 'reservations',
    permission: 'reservations-list',
    path: '/reservation/calendar',
    icon: 'calendar',
    color: 'primary',
    field: 'title',
  },
  {
    // The dashboard's chart of the month: reservations by the day they take place.
    id: 'reservations-daily',
    kind: 'activity',
    label: { en: 'Reservations', es: 'Reservas' },
    module: 'reservations',
    permission: 'reservations-list',
    route: '/analytics/reservation/daily',
    series: [{ name: 'reservations', label: { en: 'Reservations', es: 'Reservas' }, color: 'warning.6' }],
  },
];

export const reservationMenu: RemoteMenuItem[] = [
  { label: text.calendar, path: '/reservation/calendar', permission: 'reservations-list', icon: 'calendar', section: RESERVATIONS_SECTION },
  { label: text.eventsCalendar, path: '/events/calendar', permission: 'events-list', icon: 'calendar', section: RESERVATIONS_SECTION },
  {
    label: text.analytics,
    path: '/analytics/reservation',
    permission: 'reservations-list',
    icon: 'dashboard',
    section: RESERVATIONS_SECTION,
  },
];

/** Quick access (spec, part 6): Calendar is the reservation calendar; second in the spec's order. */
export const reservationQuickAccess: RemoteQuickAccess[] = [
  { key: 'calendar', label: text.calendar, path: '/reservation/calendar', icon: 'calendar', permission: 'reservations-list', order: 20 },
];

/** What reservations show on other domains' views: a unit's reservations. */
export const reservationSections: RemoteSection[] = [
  {
    id: 'unit-reservations',
    entity: 'unit',
    label: { en: 'Reservations', es: 'Reservas' },
    permission: 'reservations-list',
    related: { entity: 'reservation', field: 'unitId', columns: ['title', 'state', 'startAt'], limit: 10 },
    order: 20,
  },
];
