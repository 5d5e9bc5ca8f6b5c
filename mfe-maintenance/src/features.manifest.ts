import type { MenuSection, RemoteWidget } from '@portico/shell-sdk';

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
