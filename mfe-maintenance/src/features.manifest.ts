import { OPEN_ORDER_STATES } from '@portico/contracts/maintenance';
import type { MenuSection, RemoteMenuItem, RemoteQuickAccess, RemoteSection, RemoteWidget } from '@portico/shell-sdk';

/** Manifest data of the maintenance remote that no EntityDef carries. */
export const MAINTENANCE_SECTION: MenuSection = { key: 'maintenance', label: { en: 'Maintenance', es: 'Mantenimiento' }, order: 30 };
export const MAINTENANCE_SETTINGS: MenuSection = {
  key: 'maintenance-settings',
  label: { en: 'Maintenance settings', es: 'Ajustes de mantenimiento' },
  order: 31,
};

export const maintenanceWidgets: RemoteWidget[] = [
  {
    id: 'maintenance-pending-orders',
    kind: 'count',
    label: { en: 'Pending Work Orders', es: 'Órdenes de trabajo pendientes' },
    module: 'orders',
    permission: 'orders-list',
    path: '/orders/list',
    icon: 'tool',
    color: 'warning',
    // Pending: still to be worked, not completed, closed, rejected or cancelled.
    filters: { state: OPEN_ORDER_STATES.join(',') },
  },
  {
    id: 'maintenance-recent-orders',
    kind: 'recent',
    label: { en: 'Maintenance Orders', es: 'Órdenes de mantenimiento' },
    module: 'orders',
    permission: 'orders-list',
    path: '/orders/list',
    field: 'title',
    icon: 'tool',
    color: 'primary',
  },
  {
    // The dashboard's chart of the month: orders opened and completed per day.
    id: 'maintenance-orders-daily',
    kind: 'activity',
    label: { en: 'Work Orders', es: 'Órdenes de trabajo' },
    module: 'orders',
    permission: 'orders-list',
    route: '/analytics/maintenance/daily',
    series: [
      { name: 'opened', label: { en: 'Work orders opened', es: 'Órdenes abiertas' }, color: 'portico.6' },
      { name: 'completed', label: { en: 'Work orders completed', es: 'Órdenes completadas' }, color: 'success.6' },
    ],
  },
];

/** Maintenance pages that are not an entity's list: the calendar and the analytics. */
export const maintenanceMenu: RemoteMenuItem[] = [
  {
    label: { en: 'Calendar', es: 'Calendario' },
    path: '/maintenance/calendar',
    permission: 'orders-list',
    icon: 'calendar',
    section: MAINTENANCE_SECTION,
  },
  {
    label: { en: 'Analytics', es: 'Analítica' },
    path: '/analytics/maintenance',
    permission: 'orders-list',
    icon: 'dashboard',
    section: MAINTENANCE_SECTION,
  },
];

/** Quick access (spec, part 6): Maintenance (the orders) and its calendar. */
export const maintenanceQuickAccess: RemoteQuickAccess[] = [
  {
    key: 'maintenance',
    label: { en: 'Maintenance', es: 'Mantenimiento' },
    path: '/orders/list',
    icon: 'tool',
    permission: 'orders-list',
    order: 30,
  },
];

/** What maintenance shows on other domains' views: a unit's work orders (docs/design.md, section 5). */
export const maintenanceSections: RemoteSection[] = [
  {
    id: 'unit-work-orders',
    entity: 'unit',
    label: { en: 'Work Orders', es: 'Órdenes de trabajo' },
    permission: 'orders-list',
    related: { entity: 'order', field: 'unitId', columns: ['title', 'state', 'urgency', 'dueDate'], limit: 10 },
    order: 10,
  },
];
