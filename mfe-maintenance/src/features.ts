import { maintenanceCategory } from '@portico/contracts';
import { type RemoteFeature, resourceFeature } from '@portico/shell-ui';
import { MAINTENANCE_SECTION, maintenanceQuickAccess, maintenanceWidgets } from './features.manifest';

/** The maintenance remote's features (the build emits remote.json from them). */
export const features: RemoteFeature[] = [
  {
    ...resourceFeature(maintenanceCategory, {
      menu: { section: MAINTENANCE_SECTION, icon: 'tool', label: { en: 'Categories', es: 'Categorías' } },
      widgets: maintenanceWidgets,
    }),
    quickAccess: maintenanceQuickAccess,
  },
];
