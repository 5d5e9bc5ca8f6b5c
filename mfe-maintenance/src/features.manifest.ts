import type { MenuSection, RemoteQuickAccess, RemoteWidget } from '@portico/shell-sdk';

/** Manifest data of the maintenance remote that no EntityDef carries. */
export const MAINTENANCE_SECTION: MenuSection = { key: 'maintenance', label: { en: 'Maintenance', es: 'Mantenimiento' }, order: 30 };

export const maintenanceWidgets: RemoteWidget[] = [
  {
    id: 'maintenance-categories-count',
    kind: 'count',
    label: {
      en: 'Maintenance Categories',
      es: 'Categorías de mantenimiento',
    },
    module: 'maintenance-type',
    permission: 'maintenance-type-list',
    path: '/maintenance-type/list',
    icon: 'tool',
    color: 'warning',
  },
];

/** Quick access (spec, part 6): Maintenance, for everyone who may open it; today its categories. */
export const maintenanceQuickAccess: RemoteQuickAccess[] = [
  {
    key: 'maintenance',
    label: { en: 'Maintenance', es: 'Mantenimiento' },
    path: '/maintenance-type/list',
    icon: 'tool',
    permission: 'maintenance-type-list',
    order: 30,
  },
];
